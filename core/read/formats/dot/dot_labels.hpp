// Node label text as Graphviz shows it: escString escapes in a quoted label
// (https://graphviz.org/docs/attr-types/escString/), HTML-like labels reduced to their
// text (https://graphviz.org/doc/info/shapes.html#html), record labels' fields. Line
// breaks come out as '\n'.
#pragma once

#include <string>
#include <string_view>

namespace plumbline::dot {

// `\n`, `\l`, `\r`: a line break (a trailing one dropped, as Graphviz draws no empty last
// line); `\N`: the node's name; `\G`: the graph's name; `\\`: a backslash; `\E`, `\T`,
// `\H`, `\L` (edge and object names) are nothing on a node; any other `\x`: x.
std::string escaped_label(std::string_view text, std::string_view node, std::string_view graph);

// The text of an HTML-like label: tags dropped, <br/> a line break, the character
// entities of XML and HTML's common ones (&amp; &lt; &gt; &quot; &apos; &nbsp; &#N; &#xN;)
// resolved, runs of blanks one space.
std::string html_label_text(std::string_view html);

// A record label's text (shape=record, Mrecord): fields (`|`) and rows (`{ }`) on lines
// of their own, port names (`<p>`) dropped, `\{ \} \| \< \>` literal.
std::string record_label_text(std::string_view label);

}  // namespace plumbline::dot
