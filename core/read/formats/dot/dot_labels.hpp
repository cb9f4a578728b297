// Node label text as Graphviz shows it: escString escapes in a quoted label
// (https://graphviz.org/docs/attr-types/escString/), HTML-like labels reduced to their
// text (https://graphviz.org/doc/info/shapes.html#html), record labels' fields. Line
// breaks come out as '\n'.
#pragma once

#include <string>
#include <string_view>

namespace plumbline::dot {

// An ordinary (quoted or plain) label as Graphviz makes it, in its three passes:
// `\N` (the node's name), `\G` (the graph's name) substituted and `\E`, `\T`, `\H`,
// `\L` (edge and object names) dropped, other escapes kept; then character entities
// decoded (`&lt;`, `&#160;`, `&#x3b1;`, the HTML 4 names like `&alpha;`; an unknown
// name stays as written); then `\n`, `\l`, `\r` line breaks (a trailing one dropped,
// as Graphviz draws no empty last line) and any other `\x` is x. So a name's own escapes
// come through `\N` as Graphviz shows them. Bytes that are not UTF-8 are read as Latin-1,
// as Graphviz does; `not_utf8` is then set.
std::string escaped_label(std::string_view text, std::string_view node, std::string_view graph, bool& not_utf8);

// The text, read as Latin-1 (charset=latin1), in UTF-8.
std::string latin1_to_utf8(std::string_view text);

// The text as Graphviz reads a name without charset=latin1: UTF-8, and a byte that starts
// no UTF-8 character a Latin-1 character (`not_utf8` is then set).
std::string utf8_or_latin1(std::string_view text, bool& not_utf8);

// Whether a `charset` value names Latin-1, as Graphviz spells it (case aside).
bool is_latin1_charset(std::string_view charset);

// The text of an HTML-like label: tags dropped, <br/> a line break, the character
// entities of XML and HTML 4 (&amp; &apos; &alpha; &#N; &#xN;; &nbsp; a blank) resolved,
// runs of blanks one space.
std::string html_label_text(std::string_view html);

// A record label's text (shape=record, Mrecord): fields (`|`) and rows (`{ }`) on lines
// of their own, port names (`<p>`) dropped, `\{ \} \| \< \>` literal.
std::string record_label_text(std::string_view label);

}  // namespace plumbline::dot
