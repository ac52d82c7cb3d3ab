# Not C++: copied as it is.
print("cudaMalloc is mentioned here, but this is Python")
