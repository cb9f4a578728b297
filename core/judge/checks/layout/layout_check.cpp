// The layout check (layout_check.hpp): the layout section's findings as requirements.
// Nothing is compared with a reference, so a task of this kind needs none.
#include "checks/layout/layout_check.hpp"

#include <nlohmann/json.hpp>

#include "layout/layout.hpp"
#include "layout/requirements.hpp"
#include "layout/requirements_json.hpp"

namespace plumbline::layout_kind {

namespace {

struct Options : CheckOptions {
    layout::LayoutRequirements required{{"warnings"}};
};

}  // namespace

std::shared_ptr<const CheckOptions> read_options(const nlohmann::json& check, std::vector<Diagnostic>& diagnostics) {
    auto options = std::make_shared<Options>();
    if (const auto it = check.find("require"); it != check.end() && !it->is_null())
        if (auto r = layout::read_requirements(*it, "/check/require", diagnostics)) options->required = std::move(*r);
    return options;
}

void check(const CheckInput& in, Report& report) {
    static const Options defaults;
    const auto* options = dynamic_cast<const Options*>(in.options);
    const Options& o = options ? *options : defaults;
    if (!report.layout) report.layout = layout::find_layout(in.candidate);
    report.verdict = Verdict::Pass;
    report.score = layout::apply_requirements(o.required, *report.layout, report);
}

const std::vector<CodeInfo>& codes() {
    static const std::vector<CodeInfo> none;   // its codes are the layout section's (layout_codes.cpp)
    return none;
}

const CheckKind check_kind{"layout", read_options, nullptr, check, codes, false};

}  // namespace plumbline::layout_kind
