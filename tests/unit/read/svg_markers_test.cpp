// Markers as a browser applies them (core/read/formats/svg/svg_markers.cpp): marker-start,
// -mid and -end from attributes, style sheets, style="" and groups, through the one
// cascade; which way each head points, from the <marker>'s orient; what draws nothing.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "formats/read.hpp"

using namespace plumbline;

namespace {

// Arrow markers as models write them: a triangle pointing along +x, tip at the reference point.
const std::string kMarkers = R"x(<defs>
<marker id="auto" refX="10" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0 L10,5 L0,10 z"/></marker>
<marker id="rev" refX="10" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"/></marker>
<marker id="fixed" refX="10" refY="5" markerWidth="6" markerHeight="6"><path d="M0,0 L10,5 L0,10 z"/></marker>
<marker id="down" refX="10" refY="5" orient="90deg"><path d="M0,0 L10,5 L0,10 z"/></marker>
<marker id="back" refX="10" refY="5" orient="0.5turn"><path d="M0,0 L10,5 L0,10 z"/></marker>
<marker id="empty" orient="auto"/>
<linearGradient id="grad"><stop offset="0"/></linearGradient>
</defs>)x";

ReadResult read(const std::string& body) {
    return read_svg(R"x(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">)x" + kMarkers + body + "</svg>",
                    "candidate", ReadLimits{});
}

// One word per item the elements drew, in order: ">" a head pointing along the path,
// "<" one pointing back, "<>" both, "-" none.
std::string heads(const ReadResult& r) {
    REQUIRE(r.ok);
    std::string out;
    for (size_t i = 0; i < r.scene.items.size(); ++i) {
        const Item& item = r.scene.items[i];
        if (!item.is_primary(static_cast<int>(i))) continue;
        const Arrowheads a = item.arrows;
        out += std::string(out.empty() ? "" : " ") + (a.start && a.end ? "<>" : a.end ? ">" : a.start ? "<" : "-");
    }
    return out;
}

int count(const ReadResult& r, const std::string& code) {
    return static_cast<int>(std::count_if(r.diagnostics.begin(), r.diagnostics.end(),
                                          [&](const Diagnostic& d) { return d.code == code; }));
}

const char* kLine = R"x(<line x1="10" y1="10" x2="100" y2="10")x";

}  // namespace

TEST_CASE("svg markers: an element's own attributes and style attribute") {
    CHECK(heads(read(std::string(kLine) + R"x( marker-end="url(#auto)"/>)x")) == ">");
    CHECK(heads(read(std::string(kLine) + R"x( style="marker-end: url(#auto)"/>)x")) == ">");
    CHECK(heads(read(std::string(kLine) + R"x( marker-start="url(#rev)" marker-end="url(#rev)"/>)x")) == "<>");
    CHECK(heads(read(std::string(kLine) + R"x( style="marker-start: url('#rev')"/>)x")) == "<");
    // style="" wins over the attribute, as in the cascade for every property.
    CHECK(heads(read(std::string(kLine) + R"x( marker-end="url(#auto)" style="marker-end: none"/>)x")) == "-");
    CHECK(heads(read(R"x(<path d="M10 10 C 50 10 50 90 90 90" fill="none" marker-end="url(#auto)"/>)x")) == ">");
    CHECK(heads(read(R"x(<polyline points="10 10 50 10 50 90" fill="none" marker-start="url(#rev)"/>)x")) == "<");
}

TEST_CASE("svg markers: style sheet rules, the marker shorthand in CSS, not as an attribute") {
    const ReadResult sheet = read(R"x(<style>.edge { marker-end: url(#auto) } #back { marker-start: url(#rev) }</style>
<line class="edge" x1="10" y1="10" x2="100" y2="10"/><line id="back" x1="10" y1="30" x2="100" y2="30"/>
<line x1="10" y1="50" x2="100" y2="50"/>)x");
    CHECK(heads(sheet) == "> < -");
    // `marker` sets the three longhands in CSS; a later longhand overrides it.
    CHECK(heads(read(std::string(kLine) + R"x( style="marker: url(#rev)"/>)x")) == "<>");
    CHECK(heads(read(std::string(kLine) + R"x( style="marker: url(#rev); marker-start: none"/>)x")) == ">");
    // Browsers (and the SVG specification) have no `marker` presentation attribute.
    CHECK(heads(read(std::string(kLine) + R"x( marker="url(#rev)"/>)x")) == "-");
}

TEST_CASE("svg markers: marker properties inherit through groups, and none stops them") {
    const ReadResult groups = read(R"x(<g marker-end="url(#auto)">
<line x1="10" y1="10" x2="100" y2="10"/>
<g style="marker-start: url(#rev)"><line x1="10" y1="30" x2="100" y2="30"/></g>
<line x1="10" y1="50" x2="100" y2="50" marker-end="none"/>
<rect x="10" y="60" width="20" height="20"/>
<text x="10" y="100">label</text>
</g>)x");
    // The rect and the text take no markers: only paths, lines, polylines and polygons do.
    CHECK(heads(groups) == "> <> - - -");
    const ReadResult css_group = read(R"x(<style>g.edges { marker-end: url(#auto) }</style>
<g class="edges"><path d="M10 10 H100" fill="none"/></g>)x");
    CHECK(heads(css_group) == ">");
}

TEST_CASE("svg markers: a head points the way its marker's orient turns it") {
    // orient="auto" at the start points into the line, along the path: forward.
    CHECK(heads(read(std::string(kLine) + R"x( marker-start="url(#auto)"/>)x")) == ">");
    // No orient is 0: +x, along a line drawn rightwards, against one drawn leftwards.
    CHECK(heads(read(std::string(kLine) + R"x( marker-end="url(#fixed)"/>)x")) == ">");
    CHECK(heads(read(R"x(<line x1="100" y1="10" x2="10" y2="10" marker-end="url(#fixed)"/>)x")) == "<");
    // 90deg points down: across a horizontal line it says nothing, along a downward one forward.
    CHECK(heads(read(std::string(kLine) + R"x( marker-end="url(#down)"/>)x")) == "-");
    CHECK(heads(read(R"x(<line x1="10" y1="10" x2="10" y2="100" marker-end="url(#down)"/>)x")) == ">");
    CHECK(heads(read(std::string(kLine) + R"x( marker-end="url(#back)"/>)x")) == "<");   // half a turn
    // A fixed angle is in the element's user space: rotated with it.
    CHECK(heads(read(R"x(<g transform="rotate(90)"><line x1="10" y1="0" x2="100" y2="0" marker-end="url(#fixed)"/></g>)x")) == ">");
    // A mid marker points the path's way at its inner vertices; a line has none.
    CHECK(heads(read(R"x(<polyline points="10 10 50 10 50 90" fill="none" marker-mid="url(#auto)"/>)x")) == ">");
    CHECK(heads(read(std::string(kLine) + R"x( marker-mid="url(#auto)"/>)x")) == "-");
}

TEST_CASE("svg markers: a path's subpaths share its ends: start on the first, end on the last") {
    CHECK(heads(read(R"x(<path d="M10 10 H100 M10 50 H100 M10 90 H100" fill="none" marker-start="url(#rev)" marker-end="url(#auto)"/>)x")) ==
          "< - >");
}

TEST_CASE("svg markers: a url naming no <marker> draws nothing, with a warning") {
    const ReadResult nothing = read(std::string(kLine) + R"x( marker-end="url(#nowhere)"/>)x");
    CHECK(heads(nothing) == "-");
    CHECK(count(nothing, "svg.marker.missing") == 1);
    const ReadResult gradient = read(std::string(kLine) + R"x( marker-end="url(#grad)"/>)x");
    CHECK(heads(gradient) == "-");
    CHECK(count(gradient, "svg.marker.missing") == 1);
    const ReadResult empty = read(std::string(kLine) + R"x( marker-end="url(#empty)"/>)x");
    CHECK(heads(empty) == "-");
    CHECK(count(empty, "svg.marker.missing") == 1);
    const ReadResult external = read(std::string(kLine) + R"x( marker-end="url(other.svg#a)"/>)x");
    CHECK(heads(external) == "-");
    CHECK(count(external, "svg.marker.missing") == 1);
    // Told once per reference, however many lines inherit it.
    const ReadResult many = read(R"x(<g marker-end="url(#nowhere)"><line x2="9"/><line x2="8"/></g>)x");
    CHECK(count(many, "svg.marker.missing") == 1);
    // Not a marker value at all: invalid, ignored as CSS ignores it.
    CHECK(count(read(std::string(kLine) + R"x( marker-end="arrow"/>)x"), "svg.attribute.invalid") == 1);
}
