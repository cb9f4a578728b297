// Fuzz target: the constraints check end to end (fuzz/common/check_target.hpp).
#include "check_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    return plumbline::fuzz::fuzz_check("constraints", data, size);
}
