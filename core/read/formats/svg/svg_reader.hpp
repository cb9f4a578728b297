// The SVG reader's tree walk: one pass over the document in rendering order (iterative,
// with <use> instances walked in place), producing Scene items in root user units.
// Split over svg_reader.cpp (walk, containers, viewports, <use>), svg_shapes.cpp (basic
// shapes and paths) and svg_text.cpp (text).
#pragma once

#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <pugixml.hpp>

#include "formats/svg/attributes.hpp"
#include "formats/svg/document.hpp"
#include "formats/svg/length.hpp"
#include "formats/svg/reporter.hpp"
#include "formats/svg/style.hpp"
#include "formats/read.hpp"

namespace plumbline::svg {

// Which of an element's ends an item holds: a path's subpaths are items of their own.
struct MarkerEnds {
    bool first = true, last = true;
};

class Reader {
public:
    Reader(std::string_view text, std::string_view source_name, const ReadLimits& limits, ReadResult& out);
    void run();

private:
    // What an element passes on to its children (or a <use> to its instance).
    struct Context {
        Affine ctm;                          // element user space -> root user space
        ComputedStyle style;
        double opacity = 1;                  // product of `opacity` down to here
        double viewport_width = 0, viewport_height = 0;
        std::vector<std::string> group_classes;
        int group = -1;                      // the innermost kept group (Scene::groups)
        bool via_use = false;
        pugi::xml_node element;              // whose context this is (for <use> cycles)
        pugi::xml_node use_target;           // set by <use> for the element it instantiates
        std::optional<double> use_width, use_height;  // a <use>'s size for <svg>/<symbol>
        std::vector<ClipRegion> clips;       // the nested viewports around, outermost first
    };
    struct Level {          // one open element of the walk
        Context context;
        pugi::xml_node next;                 // the next child to visit
        bool single = false;                 // visit `next` only (a <use> instance)
    };

    // A length attribute: absent, valid, malformed (reported; the default applies), or
    // overflowing (reported; the element is not drawn).
    struct LengthAttribute {
        enum class State { Missing, Valid, Invalid, Overflow } state = State::Missing;
        double value = 0;
        bool usable() const { return state == State::Valid; }
    };

    // --- svg_reader.cpp
    void read_frame(Context& base);
    void read_style_sheets();
    void visit(pugi::xml_node node, const Context& parent);
    std::optional<Context> derive(pugi::xml_node node, const Context& parent, bool transformable);
    void push(const Context& context, pugi::xml_node first, bool single);
    void enter_group(pugi::xml_node node, const Context& parent);
    void enter_switch(pugi::xml_node node, const Context& parent);
    void enter_viewport(pugi::xml_node node, const Context& parent, bool is_symbol);
    void enter_use(pugi::xml_node node, const Context& parent);
    bool is_use_cycle(pugi::xml_node use, pugi::xml_node target) const;
    void report_style_notes(pugi::xml_node node, const std::vector<StyleNote>& notes, const ComputedStyle& style);
    void note_ignored_features(pugi::xml_node node);
    LengthAttribute length_attribute(pugi::xml_node node, std::string_view name, LengthAxis axis,
                                     const Context& context);
    LengthContext length_context(const Context& context) const;
    bool add_item(Geometry geometry, pugi::xml_node element, const Context& context, MarkerEnds ends = {});
    void warn(const std::string& code, const std::string& message, Span span);
    void once(Severity severity, const std::string& key, const std::string& code,
              const std::string& message, Span span);
    std::string describe(pugi::xml_node node) const;   // "<rect id="r1">"
    // `node`'s attributes, read once per element (the walk asks for the same element's
    // attributes many times in a row). Valid until another element's are asked for.
    const Attributes& attributes(pugi::xml_node node) const {
        attributes_.load(node);
        return attributes_;
    }

    // --- svg_shapes.cpp
    void draw_shape(std::string_view name, pugi::xml_node node, const Context& context);
    void draw_rect(pugi::xml_node node, const Context& context);
    void draw_circle(pugi::xml_node node, const Context& context);
    void draw_ellipse(pugi::xml_node node, const Context& context);
    void draw_line(pugi::xml_node node, const Context& context);
    void draw_poly(pugi::xml_node node, const Context& context, bool closed);
    void draw_path(pugi::xml_node node, const Context& context);
    void add_path(Path path, pugi::xml_node node, const Context& context, MarkerEnds ends = {});
    void add_conic(const Vec2& centre, double rx, double ry, pugi::xml_node node, const Context& context);
    void report_overflow(pugi::xml_node node);   // geometry too large once transformed

    // --- svg_markers.cpp
    Arrowheads marker_arrows(pugi::xml_node element, const Context& context, const Geometry& geometry,
                             MarkerEnds ends);
    pugi::xml_node marker_element(pugi::xml_node element, std::string_view property, const std::string& value);

    // --- svg_text.cpp
    void draw_text(pugi::xml_node node, const Context& context);
    // --- svg_foreign.cpp
    void draw_foreign_object(pugi::xml_node node, const Context& context);

    std::string_view text_;
    const ReadLimits& limits_;
    ReadResult& out_;
    Reporter reporter_;
    std::optional<Document> doc_;            // made once the text is within the size budget
    std::optional<Cascade> cascade_;
    mutable Attributes attributes_;
    std::deque<Level> stack_;               // a deque: pushing keeps references to frames valid
    double root_font_size_ = 16;
    double root_viewport_width_ = 0, root_viewport_height_ = 0;   // CSS pixels, for vw, vh, ...
    bool root_hidden_ = false;               // a zero or negative root width or height: nothing shows
    size_t use_expansions_ = 0;
    size_t path_commands_ = 0;
    bool stopped_ = false;                   // the item budget ran out
};

}  // namespace plumbline::svg
