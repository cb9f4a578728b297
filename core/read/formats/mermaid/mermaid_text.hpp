// A Mermaid label as Mermaid shows it: entity codes (`#quot;`, `#35;`), `<br>` line
// breaks, other HTML tags dropped to their text, markdown strings (`"`**bold**`"`)
// reduced to their words, blanks collapsed. Line breaks come out as '\n'.
#pragma once

#include <string>
#include <string_view>

namespace plumbline::mermaid {

enum class TextKind { Plain, String, Markdown };

// What the label shows. `lost` is set when something drawn is not text: a tag with
// attributes or an image reduced to its text, a Font Awesome icon (`fa:fa-car`) dropped.
std::string label_text(std::string_view raw, TextKind kind, bool& lost);

}  // namespace plumbline::mermaid
