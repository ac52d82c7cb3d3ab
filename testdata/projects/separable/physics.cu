#include "physics.cuh"

__device__ int bounces = 0;

__device__ float gravity_accel(float y)
{
    // Stronger pull near the ground, to make the step non-trivial.
    return -9.81f * (1.0f + 0.01f / (1.0f + y * y));
}

__device__ void bounce(Particle &p, float floor_y)
{
    if (p.y < floor_y) {
        p.y = floor_y + (floor_y - p.y);
        p.vy = -0.8f * p.vy;
        atomicAdd(&bounces, 1);
    }
}
