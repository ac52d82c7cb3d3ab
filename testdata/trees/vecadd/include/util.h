// Plain C++: nothing to translate here.
#pragma once
#include <cstddef>

inline std::size_t round_up(std::size_t n, std::size_t m) { return (n + m - 1) / m * m; }
