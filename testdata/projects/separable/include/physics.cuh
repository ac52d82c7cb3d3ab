// Device functions shared across translation units: with CUDA_SEPARABLE_COMPILATION they live in physics.cu and
// are linked into the kernels of step.cu by the device link.
#pragma once

struct Particle {
    float x, y, vx, vy;
};

__device__ float gravity_accel(float y);
__device__ void bounce(Particle &p, float floor_y);
extern __device__ int bounces;  // counted across the whole program
