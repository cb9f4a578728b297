// What a drawing's items ask for (units) and what they offer (the candidate pool).
#include <algorithm>

#include "matching/matching.hpp"

namespace plumbline::matching {

const char* name(Family f) {
    switch (f) {
        case Family::Segment: return "segment";
        case Family::Circle: return "circle";
        case Family::Ellipse: return "ellipse";
        case Family::Curve: return "curve";
    }
    return "curve";
}

namespace {

bool all_lines(const Path& path) {
    return std::all_of(path.pieces.begin(), path.pieces.end(),
                       [](const PathPiece& p) { return p.kind == PathPiece::Kind::Line; });
}

Unit unit(Family f, int item, Geometry g) { return Unit{f, item, -1, std::move(g)}; }

}  // namespace

std::vector<Unit> units_of_primary(const Scene& scene, int primary, const std::vector<int>& derived) {
    const Item& item = scene.items[static_cast<size_t>(primary)];
    switch (item.kind()) {
        case ItemKind::Segment: return {unit(Family::Segment, primary, item.geometry)};
        case ItemKind::Circle: return {unit(Family::Circle, primary, item.geometry)};
        case ItemKind::Ellipse: return {unit(Family::Ellipse, primary, item.geometry)};
        case ItemKind::Arc: return {unit(Family::Curve, primary, item.geometry)};
        case ItemKind::Text:
        case ItemKind::Point: return {};
        case ItemKind::Path: break;
    }
    // A recognised circle or ellipse is the whole closed path.
    for (int d : derived) {
        const Item& shape = scene.items[static_cast<size_t>(d)];
        if (shape.kind() == ItemKind::Circle) return {unit(Family::Circle, d, shape.geometry)};
        if (shape.kind() == ItemKind::Ellipse) return {unit(Family::Ellipse, d, shape.geometry)};
    }
    // Straight runs cover a path only when it has nothing but straight pieces; a path
    // with curved pieces is one curve (its runs are part of it).
    std::vector<Unit> runs;
    if (all_lines(std::get<Path>(item.geometry)))
        for (int d : derived)
            if (scene.items[static_cast<size_t>(d)].kind() == ItemKind::Segment)
                runs.push_back(unit(Family::Segment, d, scene.items[static_cast<size_t>(d)].geometry));
    if (!runs.empty()) return runs;
    return {unit(Family::Curve, primary, item.geometry)};
}

std::vector<Unit> units_of(const Scene& scene, const std::vector<int>& items) {
    std::vector<char> wanted(scene.items.size(), 0);
    for (int i : items)
        if (i >= 0 && i < static_cast<int>(scene.items.size())) wanted[static_cast<size_t>(scene.primary_of(i))] = 1;
    const std::vector<std::vector<int>> derived = scene.derived_items();
    std::vector<Unit> units;
    for (int p = 0; p < static_cast<int>(scene.items.size()); ++p) {
        if (!wanted[static_cast<size_t>(p)]) continue;
        std::vector<Unit> more = units_of_primary(scene, p, derived[static_cast<size_t>(p)]);
        units.insert(units.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
    }
    return units;
}

Pool make_pool(const Scene& scene, const std::vector<int>& items) {
    Pool pool;
    pool.scene = &scene;
    // Room for every item at once: growing by doubling was 16 calls to malloc a geometry line.
    pool.segments.reserve(items.size());
    pool.rounds.reserve(items.size());
    pool.curves.reserve(items.size());
    for (int i : items) {
        if (i < 0 || i >= static_cast<int>(scene.items.size())) continue;
        const Item& item = scene.items[static_cast<size_t>(i)];
        if (!item.style.visible) continue;
        switch (item.kind()) {
            case ItemKind::Segment: pool.segments.push_back(i); break;
            case ItemKind::Circle:
            case ItemKind::Ellipse:
                pool.rounds.push_back(i);
                pool.curves.push_back(i);
                break;
            case ItemKind::Arc:
            case ItemKind::Path: pool.curves.push_back(i); break;
            case ItemKind::Text:
            case ItemKind::Point: break;
        }
    }
    return pool;
}

}  // namespace plumbline::matching
