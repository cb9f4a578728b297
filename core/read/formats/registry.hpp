// The formats the core reads, one row each: which code fences hold the format, how to
// find a bare drawing of it in prose, and how to read one into a Scene. A new format is a
// folder (formats/<name>/) and a row in registry.cpp; extraction and reading both go
// through this table.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "diagnostics/diagnostic_codes.hpp"
#include "formats/blocks.hpp"
#include "formats/read.hpp"

namespace plumbline {

using DrawingReader = ReadResult (*)(std::string_view text, std::string_view source_name,
                                      const ReadLimits& limits);

struct Format {
    std::string_view name;                         // the task's format: "svg"
    std::vector<std::string_view> fence_languages; // fence info words whose body is this format
    std::string_view element;                      // for messages: "<svg>...</svg>"
    BlockFinder find_blocks;
    DrawingReader read;
    DrawingReader read_published;                  // Reading::Published (formats/published/)
    const std::vector<CodeInfo>& (*codes)();       // the diagnostic codes its reader writes
};

// Every format, in the order extraction tries them.
const std::vector<Format>& all_formats();
// The format of a name, or nullptr when the core does not read it.
const Format* find_format(std::string_view name);
// The names, for messages: "svg".
std::string format_names();

}  // namespace plumbline
