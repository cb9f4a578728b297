// \clip of any closed shape in the TikZ reader (clip.cpp): circles, curves, several parts
// under the path's fill rule, and the `clip` key on \path and \draw.
#include <doctest/doctest.h>

#include <cmath>

#include "tikz_test_support.hpp"

using namespace plumbline;
using namespace tikz_test;

namespace {

constexpr double kOneCm = 72.27 / 2.54;   // pt

// Twice the signed area of a polygon (scene coordinates, y down).
double area2(const std::vector<Vec2>& o) {
    double a = 0;
    for (size_t k = 0; k < o.size(); ++k) {
        const Vec2& p = o[k];
        const Vec2& q = o[(k + 1) % o.size()];
        a += p.x() * q.y() - p.y() * q.x();
    }
    return a;
}

}  // namespace

TEST_CASE("tikz clip: a circle clips what follows, its outline within a hundredth of a pt") {
    const ReadResult r = picture("\\clip (0,0) circle (1); \\fill (0,0) rectangle (2,2); \\draw (3,0) -- (4,0);");
    REQUIRE_MESSAGE(r.ok, codes(r));
    CHECK_FALSE(find(r, "tikz.clip.ignored"));
    const std::vector<const Item*> items = primaries(r.scene);
    REQUIRE(items.size() == 2);
    REQUIRE(items[0]->clips.size() == 1);
    CHECK(items[0]->clips[0].identity() == items[1]->clips[0].identity());   // one region, shared
    const ClipRegion& clip = items[0]->clips[0];
    CHECK(clip.rule() == FillRule::NonZero);
    REQUIRE(clip.outlines().size() == 1);
    const std::vector<Vec2>& o = clip.outlines()[0];
    const Box box = clip.box();   // within the flatness of the circle's (the polygon's extremes)
    CHECK(std::abs(box.max.x() - box.min.x() - 2 * kOneCm) <= 0.02);
    Vec2 centre(0, 0);   // evenly spaced points: their mean is the centre
    for (const Vec2& p : o) centre += p / static_cast<double>(o.size());
    for (size_t k = 0; k < o.size(); ++k) {
        CHECK(std::abs((o[k] - centre).norm() - kOneCm) < 1e-6);
        CHECK(std::abs(((o[k] + o[(k + 1) % o.size()]) / 2 - centre).norm() - kOneCm) <= 0.01);
    }
    // The page is the clip's box: nothing after the clip counts for the size.
    CHECK(std::abs(r.scene.frame.width - 2 * kOneCm) < 1e-3);
}

TEST_CASE("tikz clip: an open curve is closed as a fill closes it; an ellipse; an arc all around") {
    const ReadResult curve = picture("\\clip (0,0) .. controls (0,2) and (3,2) .. (3,0); \\draw (0,0) -- (3,3);");
    REQUIRE_MESSAGE(curve.ok, codes(curve));
    REQUIRE(primaries(curve.scene)[0]->clips.size() == 1);
    CHECK(primaries(curve.scene)[0]->clips[0].outlines().size() == 1);
    const ReadResult ellipse = picture("\\clip (0,0) ellipse (2 and 1); \\draw (0,0) -- (3,3);");
    REQUIRE(primaries(ellipse.scene)[0]->clips.size() == 1);
    const Box b = primaries(ellipse.scene)[0]->clips[0].box();
    CHECK(std::abs(b.max.x() - b.min.x() - 4 * kOneCm) <= 0.02);
    CHECK(std::abs(b.max.y() - b.min.y() - 2 * kOneCm) <= 0.02);
    const ReadResult arc = picture(
        "\\clip (1,0) arc[start angle=0,delta angle=-360,x radius=.15,y radius=.35]; \\draw (0,0) -- (3,3);");
    REQUIRE_MESSAGE(arc.ok, codes(arc));
    REQUIRE(primaries(arc.scene)[0]->clips.size() == 1);
    CHECK(std::abs(primaries(arc.scene)[0]->clips[0].box().max.y() - primaries(arc.scene)[0]->clips[0].box().min.y() -
                   0.7 * kOneCm) <= 0.02);
}

TEST_CASE("tikz clip: several parts under the path's rule; circles wind as pgf draws them") {
    const ReadResult both = picture("\\clip (0,0) circle (1) (1,0) circle (1); \\draw (0,0) -- (3,3);");
    REQUIRE_MESSAGE(both.ok, codes(both));
    const ClipRegion& u = primaries(both.scene)[0]->clips[0];
    CHECK(u.rule() == FillRule::NonZero);
    REQUIRE(u.outlines().size() == 2);
    // The same way round, so the nonzero rule makes them a union (not a lens cut out).
    CHECK(area2(u.outlines()[0]) * area2(u.outlines()[1]) > 0);
    const ReadResult ring = picture("\\begin{scope}[even odd rule]\\clip (0,0) circle (2) (0,0) circle (1);"
                                    "\\fill (0,0) circle (3);\\end{scope}");
    REQUIRE(ring.ok);
    CHECK(primaries(ring.scene)[0]->clips[0].rule() == FillRule::EvenOdd);
    const ReadResult own = picture("\\clip[even odd rule] (0,0) circle (2) (0,0) circle (1); \\draw (0,0) -- (1,1);");
    CHECK(primaries(own.scene)[0]->clips[0].rule() == FillRule::EvenOdd);
}

TEST_CASE("tikz clip: the clip key on \\path and \\draw; the drawn path itself is not clipped") {
    const ReadResult path = picture("\\path[clip] (0,0) circle (1); \\draw (0,0) -- (2,2);");
    REQUIRE_MESSAGE(path.ok, codes(path));
    CHECK_FALSE(find(path, "tikz.option.unknown"));
    REQUIRE(primaries(path.scene).size() == 1);
    CHECK(primaries(path.scene)[0]->clips.size() == 1);
    const ReadResult draw = picture("\\begin{scope}\\draw[clip] (0,0) circle (1); \\draw (0,0) -- (2,2);\\end{scope}"
                                    "\\draw (0,0) -- (-2,-2);");
    REQUIRE_MESSAGE(draw.ok, codes(draw));
    const std::vector<const Item*> items = primaries(draw.scene);
    REQUIRE(items.size() == 3);
    CHECK(items[0]->kind() == ItemKind::Circle);
    CHECK(items[0]->clips.empty());
    CHECK(items[1]->clips.size() == 1);
    CHECK(items[2]->clips.empty());   // the scope ended
}

TEST_CASE("tikz clip: clips cost steps by their points, and a hostile clip stays bounded") {
    // Huge circles, many times: the step budget stops the reading, it does not run on.
    ReadLimits small;
    small.max_steps = 20000;
    const ReadResult r = picture("\\foreach \\i in {1,...,400} {\\clip (0,0) circle (1000);} \\draw (0,0) -- (1,1);",
                                 "", small);
    CHECK(find(r, "read.limit.steps"));
    CHECK_FALSE(r.ok);   // an error: TeX would not finish in time either
    // A radius past any page: the outline keeps to kClipMaxPoints.
    const ReadResult far = picture("\\clip (0,0) circle (100000000); \\draw (0,0) -- (1,1);");
    REQUIRE(primaries(far.scene).size() == 1);
    REQUIRE(primaries(far.scene)[0]->clips.size() == 1);
    CHECK(primaries(far.scene)[0]->clips[0].outlines()[0].size() <= 20001);
}

TEST_CASE("tikz clip: a pgfonlayer ends its clip; a TeX group ends only its picture-size rule") {
    // TeX (pdflatex + pdf2svg, border=1pt): both pages 172.47bp wide, the line counted; after
    // the layer the line is drawn whole, after the group it is still clipped.
    const ReadResult layer = picture(
        "\\begin{pgfonlayer}{background}\\clip (0,0) circle (1); \\fill[red] (-2,-2) rectangle (2,2);"
        "\\end{pgfonlayer}\\draw[blue] (-3,0) -- (3,0);");
    REQUIRE_MESSAGE(layer.ok, codes(layer));
    std::vector<const Item*> items = primaries(layer.scene);
    REQUIRE(items.size() == 2);
    CHECK(items[0]->clips.size() == 1);
    CHECK(items[1]->clips.empty());
    CHECK(std::abs(layer.scene.frame.width - (6 * kOneCm + 0.4)) < 0.01);
    const ReadResult group = picture(
        "{\\clip (0,0) circle (1); \\fill[red] (-2,-2) rectangle (2,2);}\\draw[blue] (-3,0) -- (3,0);");
    REQUIRE_MESSAGE(group.ok, codes(group));
    items = primaries(group.scene);
    REQUIRE(items.size() == 2);
    CHECK(items[1]->clips.size() == 1);
    CHECK(std::abs(group.scene.frame.width - (6 * kOneCm + 0.4)) < 0.01);
}

TEST_CASE("tikz clip: an item costs a step for each clip it carries, so stacked clips cannot fill memory") {
    // 2,000 clips in force over 2,000 items would be 4,000,000 regions held: the budget stops it.
    std::string body;
    for (int k = 0; k < 2000; ++k) body += "\\clip (0,0) rectangle (5,5);";
    body += "\\foreach \\i in {1,...,2000} {\\draw (0,0) -- (1,\\i);}";
    ReadLimits limits;
    limits.max_steps = 1000000;
    const ReadResult r = picture(body, "", limits);
    CHECK(find(r, "read.limit.steps"));
}
