#include "toolchain_compare.hpp"

#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <vector>

#include "base/numbers.hpp"
#include "examples.hpp"
#include "extract/extract.hpp"
#include "pipeline/evaluate.hpp"

using namespace plumbline;
namespace fs = std::filesystem;

namespace golden {
namespace {

constexpr double kTol = 0.05;   // pt or bp: pgf and Ghostscript write coordinates to about 0.004bp
// A straight piece shorter than kTol is a point on either side (Ghostscript drops a lineto that
// short: an arc's implicit line from a current point 0.003bp off its start).

std::vector<std::vector<std::string>> read_tsv(const fs::path& path) {
    std::vector<std::vector<std::string>> rows;
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);   // header
    while (std::getline(in, line)) {
        std::vector<std::string> cells;
        std::stringstream ss(line);
        std::string cell;
        while (std::getline(ss, cell, '\t')) cells.push_back(cell);
        if (!line.empty() && line.back() == '\t') cells.emplace_back();
        rows.push_back(cells);
    }
    return rows;
}

// What a drawing is made of, for comparing two readings of it.
struct Primitives {
    std::vector<Segment> segments;
    std::vector<Circle> circles;
    std::vector<Ellipse> ellipses;
    std::vector<Vec2> curve_points;       // samples along curved pieces
    std::vector<Segment> curve_chords;    // the real side's curves, densely as chords
    size_t count() const { return segments.size() + circles.size() + ellipses.size() + curve_points.size() / 5; }
};

void add_path(const Path& p, const Affine& m, Primitives& out, bool dense) {
    for (const PathPiece& piece : p.pieces) {
        const PathPiece q = transform(piece, m);
        if (q.kind == PathPiece::Kind::Line) {
            if ((q.p3 - q.p0).norm() > kTol) out.segments.push_back(Segment{q.p0, q.p3});
            continue;
        }
        if (dense) {
            Vec2 prev = q.point_at(0);
            for (int k = 1; k <= 64; ++k) {
                const Vec2 next = q.point_at(k / 64.0);
                out.curve_chords.push_back(Segment{prev, next});
                prev = next;
            }
        } else {
            for (int k = 1; k <= 5; ++k) out.curve_points.push_back(q.point_at(k / 6.0));
        }
    }
}

// Plumbline's rendered reading of the TikZ: every primary item but text, and the circles
// and ellipses shape recognition finds in paths (as on the page's side).
Primitives ours(const Scene& s) {
    Primitives out;
    for (int i = 0; i < static_cast<int>(s.items.size()); ++i) {
        const Item& item = s.items[static_cast<size_t>(i)];
        if (!item.is_primary(i)) {
            if (const Circle* c = std::get_if<Circle>(&item.geometry)) out.circles.push_back(*c);
            if (const Ellipse* e = std::get_if<Ellipse>(&item.geometry)) out.ellipses.push_back(*e);
            continue;
        }
        if (const Segment* g = std::get_if<Segment>(&item.geometry)) {
            if ((g->b - g->a).norm() > kTol) out.segments.push_back(*g);
        } else if (const Circle* c = std::get_if<Circle>(&item.geometry)) {
            out.circles.push_back(*c);
        } else if (const Ellipse* e = std::get_if<Ellipse>(&item.geometry)) {
            out.ellipses.push_back(*e);
        } else if (const Path* p = std::get_if<Path>(&item.geometry)) {
            add_path(*p, Affine(), out, false);
        }
    }
    return out;
}

// A filled path with its subpaths closed, as the fill closes them (Ghostscript writes a
// fill's outline without the closing line; Plumbline's reading has it).
Path closed_for_fill(const Path& p) {
    Path out;
    Vec2 start{0, 0};
    const auto close = [&]() {
        if (!out.pieces.empty() && (out.pieces.back().end() - start).norm() > 1e-6)
            out.pieces.push_back(PathPiece::line(out.pieces.back().end(), start));
    };
    for (const PathPiece& piece : p.pieces) {
        if (out.pieces.empty() || (piece.p0 - out.pieces.back().end()).norm() > 1e-9) {
            close();
            start = piece.p0;
        }
        out.pieces.push_back(piece);
    }
    close();
    return out;
}

// The page as Plumbline's SVG reader reads it, glyphs (instances of <use>) left out,
// mapped back to the rendered reading's coordinates by `m`.
Primitives real(const Scene& s, const Affine& m) {
    Primitives out;
    const std::vector<std::vector<int>> derived = s.derived_items();
    for (int i = 0; i < static_cast<int>(s.items.size()); ++i) {
        const Item& item = s.items[static_cast<size_t>(i)];
        if (!item.is_primary(i) || item.source.via_use || !item.style.visible) continue;
        if (const Path* p = std::get_if<Path>(&item.geometry))
            add_path(item.style.fill.none ? *p : closed_for_fill(*p), m, out, true);
        for (int d : derived[static_cast<size_t>(i)]) {
            const Geometry& g = s.items[static_cast<size_t>(d)].geometry;
            if (const Circle* c = std::get_if<Circle>(&g)) out.circles.push_back(Circle{m.apply(c->c), c->r * m.mean_scale()});
            if (const Ellipse* e = std::get_if<Ellipse>(&g)) out.ellipses.push_back(transform(*e, m));
        }
    }
    return out;
}

bool same(const Segment& a, const Segment& b) {
    return ((a.a - b.a).norm() <= kTol && (a.b - b.b).norm() <= kTol) ||
           ((a.a - b.b).norm() <= kTol && (a.b - b.a).norm() <= kTol);
}
bool same(const Circle& a, const Circle& b) { return (a.c - b.c).norm() <= kTol && std::abs(a.r - b.r) <= kTol; }
bool same(const Ellipse& a, const Ellipse& b) {
    if ((a.c - b.c).norm() > kTol || std::abs(a.rx - b.rx) > kTol || std::abs(a.ry - b.ry) > kTol) return false;
    const double turn = std::remainder(a.angle - b.angle, kPi);
    return std::abs(turn) * a.rx <= kTol || std::abs(a.rx - a.ry) <= kTol;
}

void show(const Segment& s) { std::printf("  segment (%.2f,%.2f)-(%.2f,%.2f)\n", s.a.x(), s.a.y(), s.b.x(), s.b.y()); }
void show(const Circle& c) { std::printf("  circle (%.2f,%.2f) r %.2f\n", c.c.x(), c.c.y(), c.r); }
void show(const Ellipse& e) { std::printf("  ellipse (%.2f,%.2f) %.2f x %.2f\n", e.c.x(), e.c.y(), e.rx, e.ry); }

// How many of `mine` have a match in `theirs`; with PLUMBLINE_TOOLCHAIN_DEBUG set, the others are printed.
template <typename T>
size_t found(const std::vector<T>& mine, const std::vector<T>& theirs) {
    size_t n = 0;
    for (const T& x : mine) {
        bool hit = false;
        for (const T& y : theirs)
            if (same(x, y)) {
                hit = true;
                break;
            }
        if (hit) ++n;
        else if (std::getenv("PLUMBLINE_TOOLCHAIN_DEBUG")) show(x);
    }
    return n;
}

// Ours found on the page, and the page's found in ours: "found/total found/total".
std::string compare(const Primitives& a, const Primitives& b) {
    size_t a_found = found(a.segments, b.segments) + found(a.circles, b.circles) + found(a.ellipses, b.ellipses);
    size_t curve_hits = 0;
    for (const Vec2& p : a.curve_points)
        for (const Segment& chord : b.curve_chords)
            if (distance_point_segment(p, chord) <= kTol) {
                ++curve_hits;
                break;
            }
    a_found += curve_hits / 5;
    const size_t a_total = a.segments.size() + a.circles.size() + a.ellipses.size() + a.curve_points.size() / 5;
    // The page's side: its straight pieces, circles and ellipses (its curves are what
    // ours were looked for on).
    const size_t b_found = found(b.segments, a.segments) + found(b.circles, a.circles) + found(b.ellipses, a.ellipses);
    const size_t b_total = b.segments.size() + b.circles.size() + b.ellipses.size();
    return std::to_string(a_found) + "/" + std::to_string(a_total) + " " + std::to_string(b_found) + "/" +
           std::to_string(b_total);
}

std::string fixed2(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", std::abs(v) < 0.005 ? 0.0 : v);
    return buf;
}

struct Outcome {
    std::vector<std::string> cells;   // id, compiles, page, primitives, ssvg, script
};

Outcome outcome_of(const ToolchainFormat& format, const std::vector<std::string>& row) {
    if (std::getenv("PLUMBLINE_TOOLCHAIN_DEBUG")) std::printf("%s\n", row[0].c_str());
    const std::string &id = row[0], &source = row[1], &task_path = row[2], &compiled = row[3], &page_file = row[4],
                      &script = row[5];
    const std::string text = read_text(fs::path(PLUMBLINE_SOURCE_DIR) / source);
    std::string drawing = text;
    TaskParse task;
    if (!task_path.empty()) {
        task = parse_task_text(read_text(fs::path(PLUMBLINE_SOURCE_DIR) / task_path));
        const Extraction e = extract_drawing(text, format.name, task.task.input ? std::string_view(*task.task.input) : "");
        drawing = e.found ? e.text : std::string();
    }
    const ReadResult rendered = format.read(drawing);
    const ReadResult published = read_drawing(format.name, drawing, "candidate", {}, Reading::Published);
    const bool read_ok = rendered.ok && rendered.complete;
    Outcome out;
    out.cells = {id};
    out.cells.push_back(compiled == "ok" ? (read_ok ? "both" : "toolchain-only") : (read_ok ? "plumbline-only" : "neither"));
    if (compiled == "ok" && read_ok) {
        const std::string page = read_text(format.data / "pages" / page_file);
        const ReadResult real_page = read_svg(page, "page");
        out.cells.push_back(fixed2(published.scene.frame.width - real_page.scene.frame.width) + "," +
                            fixed2(published.scene.frame.height - real_page.scene.frame.height));
        if (const std::optional<Affine> m = format.page_map(page, rendered.scene))
            out.cells.push_back(compare(ours(rendered.scene), real(real_page.scene, *m)));
        else
            out.cells.push_back("no-stroke");
    } else {
        out.cells.push_back("-");
        out.cells.push_back("-");
    }
    std::string ssvg = "-";
    if (task.ok && script != "-") {
        EvaluateOptions options = golden_options(Profile::Ssvg);
        ssvg = to_string(evaluate(task.task, text, options).verdict);
    }
    out.cells.push_back(ssvg);
    out.cells.push_back(script);
    return out;
}

}  // namespace

void check_toolchain_outcomes(const ToolchainFormat& format) {
    const std::vector<std::vector<std::string>> pipeline = read_tsv(format.data / "pipeline.tsv");
    REQUIRE(pipeline.size() > 40);   // the recorded data is there
    std::vector<Outcome> outcomes;
    for (const std::vector<std::string>& row : pipeline) {
        REQUIRE(row.size() == 6);
        outcomes.push_back(outcome_of(format, row));
    }
    const fs::path recorded = format.data / "outcomes.tsv";
    const char* header = "id\tcompiles\tpage_dw,dh_bp\tprimitives_ours_found_on_page page_found_in_ours\tssvg\tscript\n";
    if (std::getenv("PLUMBLINE_UPDATE_TOOLCHAIN")) {
        std::ofstream out(recorded);
        out << header;
        for (const Outcome& o : outcomes) {
            for (size_t k = 0; k < o.cells.size(); ++k) out << (k ? "\t" : "") << o.cells[k];
            out << '\n';
        }
        MESSAGE("wrote " << recorded.string());
        return;
    }
    const std::vector<std::vector<std::string>> want = read_tsv(recorded);
    REQUIRE(want.size() == outcomes.size());
    for (size_t i = 0; i < outcomes.size(); ++i) {
        INFO(outcomes[i].cells[0]);
        CHECK(outcomes[i].cells == want[i]);
    }
}

}  // namespace golden
