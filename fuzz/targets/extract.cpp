// Fuzz target: finding the drawing in a model's response. Input: "FORMAT\nRESPONSE", where
// a NUL byte in RESPONSE starts the task's given drawing (models repeat it beside the answer).
#include <string>
#include <vector>

#include "input.hpp"
#include "extract/extract.hpp"
#include "output/json.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace plumbline;
    static const std::vector<std::string> formats = {"svg", "tikz", "eps", "dot", "mermaid", "chemfig", "smiles"};
    const fuzz::Selected in = fuzz::select_line(fuzz::as_text(data, size));
    std::string_view response = in.rest, given;
    if (const size_t nul = response.find('\0'); nul != std::string_view::npos) {
        given = response.substr(nul + 1);
        response = response.substr(0, nul);
    }
    const Extraction found = extract_drawing(response, formats[fuzz::pick(in.choice, formats)], given);
    (void)to_text(to_json(found));
    return 0;
}
