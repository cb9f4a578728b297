// Numbers the whole core shares, defined once.
#pragma once

namespace plumbline {

constexpr double kPi = 3.14159265358979323846;

}  // namespace plumbline
