// The SVG reader reports through the readers' shared reporter (formats/reporter.hpp).
#pragma once

#include "formats/reporter.hpp"

namespace plumbline::svg {

using Reporter = ReadReporter;

}  // namespace plumbline::svg
