// One reader, fuzzed as the front ends use it: both readings (rendered, and the published
// one the ssvg profile judges), the result as the JSON `plumb read` prints, and the Scene
// drawn back as SVG as the web page draws it.
#pragma once

#include <cstddef>
#include <cstdint>

#include "input.hpp"
#include "formats/read.hpp"
#include "output/json.hpp"
#include "scene/svg_writer.hpp"

namespace plumbline::fuzz {

inline int fuzz_reader(const char* format, const uint8_t* data, size_t size) {
    const std::string_view text = as_text(data, size);
    for (const Reading reading : {Reading::Rendered, Reading::Published}) {
        const ReadResult read = read_drawing(format, text, "candidate", {}, reading);
        (void)to_text(to_json(read));
        (void)write_svg(read.scene);
    }
    return 0;
}

}  // namespace plumbline::fuzz
