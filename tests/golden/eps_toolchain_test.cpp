// Plumbline's EPS readings against Ghostscript (-dEPSCrop) + pdf2svg, as recorded in
// tests/toolchain/eps/ by scripts/dev/toolchain.sh (what is compared: toolchain_compare.hpp).
// The rendered reading is in bp with y_scene = ury - y (its frame the bounding box, top at
// 0); Ghostscript crops the page to the bounding box comment, so the page is the reading
// moved left by the box's llx (pdf2svg's stroke matrix only undoes Ghostscript's 0.1 unit).
#include <doctest/doctest.h>

#include "examples.hpp"
#include "toolchain_compare.hpp"

using namespace plumbline;
namespace fs = std::filesystem;

namespace {

std::optional<Affine> crop_undone(const std::string&, const Scene& rendered) {
    if (!rendered.frame.known) return std::nullopt;
    return Affine::translate(rendered.frame.x, rendered.frame.y);
}

}  // namespace

TEST_CASE("eps toolchain: Plumbline's readings against Ghostscript + pdf2svg, as recorded") {
    golden::check_toolchain_outcomes({"eps", fs::path(PLUMBLINE_SOURCE_DIR) / "tests" / "toolchain" / "eps",
                                      [](std::string_view text) { return read_eps(text, "candidate"); }, crop_undone});
}
