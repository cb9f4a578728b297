// Mistakes a person can fix that the reader would otherwise pass over in silence: a
// misspelled attribute (ignored, so the shape silently loses it), stray text between
// elements (a tag missing its '<', a brace left from a template), and what a misspelled
// element was probably meant to be. Each says what to write instead.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include <pugixml.hpp>

#include "formats/svg/reporter.hpp"

namespace plumbline::svg {

class Document;

// An attribute SVG gives meaning to (a presentation or geometry attribute, id, class...).
bool known_attribute(const char* name);
// svg.attribute.unknown for an attribute of an SVG element that is not known_attribute()
// but one or two edits from one. Document::load calls it as it indexes the elements.
void lint_attribute(const Document& doc, pugi::xml_node element, pugi::xml_attribute attribute, Reporter& reporter);
// svg.text.stray for a text node outside text elements (Document::load, on each one).
void lint_text(const Document& doc, pugi::xml_node text, Reporter& reporter);

// " Did you mean <circle>?" for a misspelled SVG element name; "" when nothing is close.
std::string element_suggestion(std::string_view name);

// What to write instead of an invalid value of `property` (a colour or a length): " Did
// you mean red?", " Did you mean 50 (the digit 0, not the letter O)?", or what such a
// value looks like.
std::string value_advice(std::string_view property, std::string_view value);

// What went wrong where the XML parser stopped, in words that say what to change, and
// the offset to point at: where the parser stopped, or the tag of an element left open.
struct XmlError {
    std::string message;
    size_t at = 0;
};
XmlError explain_xml_error(std::string_view text, const pugi::xml_parse_result& parsed);
// An attribute value text[value_begin, value_end) (between its quotes) whose closing quote
// was left out: it ends with the next attribute's `name=`, or holds a tag's `>`. The error
// points where the quote belongs; nullopt when the value looks like no such thing.
std::optional<XmlError> missing_closing_quote(std::string_view text, size_t value_begin, size_t value_end);

}  // namespace plumbline::svg
