// Proportions (docs/layout.md): the length labels attached to distinct segments
// (labels.cpp) give each a scale, drawn length over stated value; a label whose scale
// differs from the median of them all by more than kTolerance of the median says a length
// the drawing does not show. Needs two labels on two segments.
#include "layout/context.hpp"

#include <algorithm>
#include <cmath>

namespace plumbline::layout {

namespace {
constexpr double kTolerance = 0.10;
}  // namespace

void find_proportions(Context& c) {
    std::vector<Context::LengthLabel> labels;
    for (const Context::LengthLabel& l : c.length_labels)
        if (std::none_of(labels.begin(), labels.end(), [&](const Context::LengthLabel& o) { return o.segment == l.segment; }))
            labels.push_back(l);
    if (labels.size() < 2) return;
    std::vector<double> scales;
    for (const Context::LengthLabel& l : labels) scales.push_back(l.length / l.value);
    const double scale = median(scales);
    if (!(scale > 0)) return;
    for (size_t k = 0; k < labels.size(); ++k) {
        const double off = scales[k] / scale - 1;
        if (std::abs(off) <= kTolerance) continue;
        const Context::LengthLabel& l = labels[k];
        const Item& text = c.scene.items[l.text];
        const Segment& seg = std::get<Segment>(c.scene.items[l.segment].geometry);
        LayoutFinding f;
        f.code = "layout.proportion.length";
        f.severity = Severity::Warning;
        f.message = "The length labelled '" + plain_text(std::get<Text>(text.geometry).content) + "' is drawn " +
                    num(100 * std::abs(off)) + "% " + (off > 0 ? "longer" : "shorter") +
                    " than the other labelled lengths' scale says.";
        f.items = {std::min(l.text, l.segment), std::max(l.text, l.segment)};
        f.shapes.push_back(line_shape(seg.a, seg.b, "found"));
        c.add(std::move(f));
    }
}

}  // namespace plumbline::layout
