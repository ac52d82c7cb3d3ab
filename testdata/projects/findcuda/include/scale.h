#pragma once
#define SCALE_FACTOR 2.0f
void scale_on_device(float* d, int n);
