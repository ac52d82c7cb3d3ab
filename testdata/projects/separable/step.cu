#include "physics.cuh"

__global__ void step(Particle *ps, int n, float dt)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Particle p = ps[i];
    p.vy += gravity_accel(p.y) * dt;
    p.x += p.vx * dt;
    p.y += p.vy * dt;
    bounce(p, 0.0f);
    ps[i] = p;
}

void launch_step(Particle *ps, int n, float dt)
{
    step<<<(n + 127) / 128, 128>>>(ps, n, dt);
}
