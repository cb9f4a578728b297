// Layout findings made requirements (requirements.hpp, docs/layout.md).
#include "layout/requirements.hpp"

#include <algorithm>

#include "layout/layout.hpp"

namespace plumbline::layout {

namespace {

bool under(std::string_view code, std::string_view family) {
    return code == family || (code.size() > family.size() && code.compare(0, family.size(), family) == 0 &&
                              code[family.size()] == '.');
}

}  // namespace

bool known_selector(std::string_view selector) {
    if (selector == "warnings") return true;
    if (!under(selector, "layout")) return false;   // "layout" or a family under it
    for (const CodeInfo& c : layout_codes())
        if (under(c.code, selector)) return true;
    return false;
}

bool selects(std::string_view selector, const LayoutFinding& finding) {
    if (selector == "warnings") return finding.severity == Severity::Warning;
    return under(finding.code, selector);
}

double apply_requirements(const LayoutRequirements& required, const LayoutSection& section, Report& report) {
    int met = 0;
    for (size_t k = 0; k < required.select.size(); ++k) {
        const std::string& selector = required.select[k];
        Requirement q;
        q.id = "layout#" + std::to_string(k);
        q.kind = "layout";
        q.name = selector;
        q.measure = "findings";
        for (const LayoutFinding& f : section.findings) {
            if (!selects(selector, f)) continue;
            q.error += 1;
            q.matched_by.insert(q.matched_by.end(), f.items.begin(), f.items.end());
            Diagnostic d;
            d.code = "layout.required";
            d.severity = Severity::Error;
            d.source = "candidate";
            d.message = "The task requires no " + (selector == "warnings" ? std::string("layout warning") : selector) +
                        " finding: " + f.message;
            report.diagnostics.push_back(std::move(d));
        }
        std::sort(q.matched_by.begin(), q.matched_by.end());
        q.matched_by.erase(std::unique(q.matched_by.begin(), q.matched_by.end()), q.matched_by.end());
        q.satisfied = q.error == 0;
        met += q.satisfied ? 1 : 0;
        if (!q.satisfied && report.verdict == Verdict::Pass) report.verdict = Verdict::Fail;
        report.requirements.push_back(std::move(q));
    }
    return required.select.empty() ? 1.0 : static_cast<double>(met) / static_cast<double>(required.select.size());
}

}  // namespace plumbline::layout
