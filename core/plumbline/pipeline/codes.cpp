// The catalogue, gathered once from the lists the registries name.
#include "pipeline/codes.hpp"

#include <algorithm>

#include "checks/registry.hpp"
#include "formats/registry.hpp"
#include "layout/layout.hpp"
#include "matching/preserved.hpp"

namespace plumbline {

const std::vector<CodeInfo>& diagnostic_codes() {
    static const std::vector<CodeInfo> catalogue = [] {
        std::vector<CodeInfo> all = pipeline_codes();
        const auto add = [&](const std::vector<CodeInfo>& codes) { all.insert(all.end(), codes.begin(), codes.end()); };
        for (const Format& f : all_formats()) add(f.codes());
        add(preserved_input_codes());
        add(layout::layout_codes());
        for (const CheckKind* kind : all_checks()) add(kind->codes());
        return all;
    }();
    return catalogue;
}

const CodeInfo* find_code(std::string_view code) {
    const std::vector<CodeInfo>& codes = diagnostic_codes();
    const auto it = std::find_if(codes.begin(), codes.end(), [&](const CodeInfo& c) { return c.code == code; });
    return it == codes.end() ? nullptr : &*it;
}

}  // namespace plumbline
