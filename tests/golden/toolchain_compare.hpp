// Plumbline's readings against the published pipeline's real toolchain, for any format
// whose pages were recorded by scripts/dev/toolchain.sh (tests/toolchain/<format>/: the
// pdf2svg pages and pipeline.tsv). For each drawing the comparison records:
// - compiling: whether the toolchain accepted it, and whether Plumbline reads it;
// - the page: the published reading's page size and the page's (bp);
// - the primitives: every straight piece, circle, ellipse and curve Plumbline reads (in
//   the rendered reading's coordinates) and what pdf2svg wrote, mapped back by the
//   format's page map (the crop offset and the unit undone), both ways;
// - for task answers with a reference in the format: the ssvg verdict and the script's.
// The outcome per drawing is recorded in outcomes.tsv; the test recomputes it and fails
// on any change, so an agreement is not lost unnoticed. After a deliberate change, rerun
// with PLUMBLINE_UPDATE_TOOLCHAIN=1 and explain the new disagreements in the README;
// PLUMBLINE_TOOLCHAIN_DEBUG=1 prints the primitives that disagree.
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "formats/read.hpp"
#include "geometry/geometry.hpp"

namespace golden {

struct ToolchainFormat {
    std::string name;                                               // "tikz", "eps": the extraction format
    std::filesystem::path data;                                     // tests/toolchain/<name>
    std::function<plumbline::ReadResult(std::string_view)> read;    // the rendered reading
    // From the page's coordinates (as Plumbline's SVG reader reads pdf2svg's page) to the
    // rendered reading's; nothing when the page does not say where the crop put it.
    std::function<std::optional<plumbline::Affine>(const std::string& page, const plumbline::Scene& rendered)> page_map;
};

// Recomputes every outcome and compares it with outcomes.tsv (or, with
// PLUMBLINE_UPDATE_TOOLCHAIN set, writes it). Runs doctest checks.
void check_toolchain_outcomes(const ToolchainFormat& format);

}  // namespace golden
