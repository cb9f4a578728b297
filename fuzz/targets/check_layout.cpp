// Fuzz target: the layout check end to end (fuzz/common/check_target.hpp).
#include "check_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    return plumbline::fuzz::fuzz_check("layout", data, size);
}
