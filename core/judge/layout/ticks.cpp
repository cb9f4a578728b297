// Equal-length tick marks (docs/layout.md): short strokes crossing a segment near its
// middle say that segment is as long as every other segment crossed by as many. Segments
// with the same count whose lengths differ by more than kEqualTolerance of the longest
// make the marks lie. A segment crossed by short strokes away from its middle too (an
// axis with its ticks) carries no equal-length marks.
#include "layout/context.hpp"

#include <algorithm>
#include <cmath>
#include <map>

namespace plumbline::layout {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kEqualTolerance = 0.05;   // of the longest segment of a group
constexpr double kTickShare = 0.25;        // a tick at most this share of its segment's length
constexpr double kMarkShare = 0.12;        // ... and of the drawing (as marks.cpp's marks)
constexpr double kMiddle = 0.15;           // ticks within this share of the length from the middle
constexpr double kCrossing = 0.25;         // the tick's middle within this share of its length from the segment
constexpr double kMinAngle = 45;           // degrees between a tick and its segment
constexpr size_t kMaxTicks = 4;            // more strokes across a segment's middle are not a mark

struct Host {
    int segment = -1;
    double length = 0;
    std::vector<int> ticks;
    bool marks = true;   // false once a short stroke crosses it away from its middle
};

}  // namespace

void find_equal_length_marks(Context& c) {
    const auto& items = c.scene.items;
    const double sin_min = std::sin(kMinAngle * kPi / 180);
    // The strokes short enough to be ticks, found once: only they are paired with segments.
    std::vector<int> shorts;
    double shortest = 1e300;
    for (const int t : c.segments) {
        const double lt = std::get<Segment>(items[t].geometry).length();
        if (!(lt > 0) || !(lt < kMarkShare * c.size)) continue;
        // A tick is a stroke of its own: a segment, or a path of one line; not a side of a
        // shape (a right-angle mark's square drawn across a line, a polygon's edge).
        const int origin = items[t].origin;
        if (!items[t].is_primary(t)) {
            const Path* p = std::get_if<Path>(&items[origin].geometry);
            if (!p || p->closed || p->pieces.size() != 1) continue;
        }
        shorts.push_back(t);
        shortest = std::min(shortest, lt);
    }
    std::vector<Host> hosts;
    if (shorts.empty()) return;
    for (const int s : c.segments) {
        const Segment& seg = std::get<Segment>(items[s].geometry);
        const double ls = seg.length();
        if (!(ls > 0) || shortest > kTickShare * ls) continue;
        Host host{s, ls, {}, true};
        const Vec2 along = (seg.b - seg.a) / ls;
        for (const int t : shorts) {
            if (t == s) continue;
            if (!c.pair("tick-marks")) return;
            const Segment& tick = std::get<Segment>(items[t].geometry);
            const double lt = tick.length();
            if (lt > kTickShare * ls) continue;
            const Vec2 mid = (tick.a + tick.b) / 2;
            if (distance_point_segment(mid, seg) > kCrossing * lt) continue;
            const Vec2 e = (tick.b - tick.a) / lt;
            if (std::abs(e.x() * along.y() - e.y() * along.x()) < sin_min) continue;
            const double u = project_parameter(mid, seg);
            if (std::abs(u - 0.5) > kMiddle) host.marks = false;
            host.ticks.push_back(t);
        }
        if (host.ticks.empty() || !host.marks || host.ticks.size() > kMaxTicks) continue;
        // The ticks of one mark stand together: within three tick lengths along the segment.
        double lo = 1e300, hi = -1e300, longest = 0;
        for (const int t : host.ticks) {
            const Segment& tick = std::get<Segment>(items[t].geometry);
            const double at = project_parameter((tick.a + tick.b) / 2, seg) * ls;
            lo = std::min(lo, at);
            hi = std::max(hi, at);
            longest = std::max(longest, tick.length());
        }
        if (hi - lo > 3 * longest) continue;
        hosts.push_back(std::move(host));
    }
    // A stroke that is itself marked is no tick of another (two short marked segments crossing).
    hosts.erase(std::remove_if(hosts.begin(), hosts.end(),
                               [&](const Host& h) {
                                   return std::any_of(hosts.begin(), hosts.end(), [&](const Host& o) {
                                       return std::find(o.ticks.begin(), o.ticks.end(), h.segment) != o.ticks.end();
                                   });
                               }),
                hosts.end());
    std::map<size_t, std::vector<const Host*>> groups;   // by the number of ticks
    for (const Host& h : hosts) groups[h.ticks.size()].push_back(&h);
    for (const auto& group : groups) {
        const std::vector<const Host*>& g = group.second;
        if (g.size() < 2) continue;
        double shortest = 1e300, longest = 0;
        for (const Host* h : g) {
            shortest = std::min(shortest, h->length);
            longest = std::max(longest, h->length);
        }
        if (longest - shortest <= kEqualTolerance * longest) continue;
        LayoutFinding f;
        f.code = "layout.mark.equal_length";
        f.severity = Severity::Warning;
        const size_t n = group.first;
        std::string lengths;
        for (size_t k = 0; k < g.size(); ++k)
            lengths += (k == 0 ? "" : k + 1 == g.size() ? " and " : ", ") + num(g[k]->length);
        f.message = std::to_string(g.size()) + " segments marked equal (" + std::to_string(n) + " tick" +
                    (n == 1 ? "" : "s") + " each) are drawn " + lengths + " long: the shortest is " +
                    num(100 * (longest - shortest) / longest) + "% shorter than the longest.";
        for (const Host* h : g) {
            f.items.push_back(h->segment);
            const Segment& seg = std::get<Segment>(items[h->segment].geometry);
            f.shapes.push_back(line_shape(seg.a, seg.b, "found"));
        }
        for (const Host* h : g)
            for (const int t : h->ticks) {
                f.items.push_back(t);
                const Segment& tick = std::get<Segment>(items[t].geometry);
                f.shapes.push_back(line_shape(tick.a, tick.b, "mark"));
            }
        std::sort(f.items.begin(), f.items.end());
        f.items.erase(std::unique(f.items.begin(), f.items.end()), f.items.end());
        c.add(std::move(f));
    }
}

}  // namespace plumbline::layout
