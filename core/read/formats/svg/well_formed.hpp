// The rules of XML 1.0 (and Namespaces in XML) that pugixml does not enforce but every
// browser does for SVG: a drawing that breaks one is not drawn at all (an <img> of it is a
// broken image). pugixml stays the parser; this is one pass over the text it accepted.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace plumbline::svg {

struct WellFormedError {
    size_t at = 0;          // byte offset of the first offending character
    std::string message;    // what is wrong and what to write instead
};

// The first place `text` is not well-formed XML by the rules pugixml leaves out: references
// (`&` that starts no reference, undefined entities, character references to characters XML
// forbids), `<` in an attribute value, a duplicated attribute, an element or attribute name
// that is not an XML name or uses an undeclared namespace prefix, text or a second element
// outside the root, `--` inside a comment, `]]>` in text, control characters. Looks only at
// text[0, limit): a caller whose parser stopped at `limit` asks whether something earlier
// is wrong.
std::optional<WellFormedError> find_well_formedness_error(std::string_view text, size_t limit);

}  // namespace plumbline::svg
