// Fuzz target: the chemfig reader (fuzz/README.md).
#include "read_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    return plumbline::fuzz::fuzz_reader("chemfig", data, size);
}
