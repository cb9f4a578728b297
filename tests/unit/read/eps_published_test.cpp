// The EPS page the ssvg profile judges: Ghostscript's -dEPSCrop crops to the bounding box
// comment, pdf2svg writes one path per painting operator, and the script reads it (the
// model in core/read/formats/published/published.hpp; not yet checked against Ghostscript).
#include <doctest/doctest.h>

#include "formats/read.hpp"

using namespace plumbline;

TEST_CASE("eps published page: cropped to the bounding box, one primitive kind per painting operator") {
    const ReadResult r = read_drawing("eps",
                                      "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 10 20 110 120\n"
                                      "newpath 20 30 moveto 60 30 lineto stroke\n"            // one straight piece: a <line>
                                      "newpath 20 40 moveto 60 40 lineto 60 80 lineto stroke\n"   // two: a <path>
                                      "newpath 80 80 10 0 360 arc closepath fill\n"            // a full arc: a <circle>
                                      "showpage\n",
                                      "candidate", {}, Reading::Published);
    REQUIRE(r.ok);
    CHECK(r.scene.frame.width == doctest::Approx(100));
    CHECK(r.scene.frame.height == doctest::Approx(100));
    REQUIRE(r.scene.items.size() == 4);
    const Item& line = r.scene.items[0];
    CHECK(line.source.element == "line");
    const Segment s = std::get<Segment>(line.geometry);
    // Page coordinates: x - llx, and y down from the box's top (120 - y).
    CHECK(s.a == Vec2(10, 90));
    CHECK(s.b == Vec2(50, 90));
    CHECK(r.scene.items[1].source.element == "path");
    CHECK(r.scene.items[2].source.element == "path");
    CHECK(r.scene.items[3].source.element == "circle");
    const Circle c = std::get<Circle>(r.scene.items[3].geometry);
    CHECK(c.c.x() == doctest::Approx(70));
    CHECK(c.c.y() == doctest::Approx(40));
    CHECK(c.r == doctest::Approx(10));
    CHECK(r.scene.items[3].style.fill_text == "rgb(0%,0%,0%)");   // the fill as pdf2svg prints it
}
