#include "diagnostics/capped_diagnostics.hpp"

namespace plumbline {

bool CappedDiagnostics::listed(const std::string& code) const {
    const auto it = kinds_.find(code);
    return it == kinds_.end() || it->second.seen < kMaxListed;
}

Diagnostic* CappedDiagnostics::add(Diagnostic d) {
    if (!listed(d.code)) {
        count(d.code, d.severity);
        return nullptr;
    }
    ++kinds_[d.code].seen;
    out_.push_back(std::move(d));
    return &out_.back();
}

void CappedDiagnostics::count(const std::string& code, Severity severity, int n) {
    Kind& kind = kinds_[code];
    kind.seen += n;
    if (kind.summary >= 0 || kind.seen <= kMaxListed) return;
    Diagnostic summary;
    summary.code = code;
    summary.severity = severity;
    kind.summary = static_cast<int>(out_.size());
    out_.push_back(std::move(summary));
}

void CappedDiagnostics::finish() {
    for (auto& [code, kind] : kinds_) {
        if (kind.summary < 0) continue;
        out_[static_cast<size_t>(kind.summary)].message =
            "... and " + std::to_string(kind.seen - kMaxListed) + " more like the above.";
    }
}

}  // namespace plumbline
