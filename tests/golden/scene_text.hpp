// A reader's result as plain text, one line per diagnostic and per Scene item, numbers
// rounded to 0.01 (degrees for angles), for snapshots a person can read and diff:
//
//   ok true
//   complete true
//   frame 0,-28.45 56.91x28.45
//   diagnostic info tikz.clip.ignored 3:1-3:5
//   item 0 draw#1 4:1 segment (0,0) (28.45,-28.45) | stroke #000000 fill none width 0.4
//   item 1 draw#2 5:1 path closed: M (0,0) L (28.45,0) C (..) (..) (..) A c=(..) r=(..) rot=0 t0=0 dt=90 to (..) Z | ...
//   item 2 derived from 1: segment (0,0) (28.45,0)
//
// Items are Scene items in order; derived items (shape recognition) name their origin and
// give only their geometry (they share its style and provenance).
#pragma once

#include <string>

#include "formats/read.hpp"

namespace golden {

std::string read_result_text(const plumbline::ReadResult& result);

}  // namespace golden
