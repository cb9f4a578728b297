// Plumbline's TikZ readings against pdflatex + pdf2svg, as recorded in tests/toolchain/tikz/
// by scripts/dev/toolchain.sh on a machine with TeX (what is compared: toolchain_compare.hpp).
// The rendered reading is in pt, y down, picture coordinates; pdf2svg strokes carry the
// crop as matrix(1,0,0,-1,tx,ty) on a page in bp.
#include <doctest/doctest.h>

#include <cstdlib>
#include <regex>

#include "examples.hpp"
#include "toolchain_compare.hpp"

using namespace plumbline;
namespace fs = std::filesystem;

namespace {

constexpr double kPtPerBp = 72.27 / 72;

std::optional<Affine> crop_undone(const std::string& page, const Scene&) {
    static const std::regex kMatrix(R"(matrix\(1,0,0,-1,([-0-9.e]+),([-0-9.e]+)\))");
    std::smatch m;
    if (!std::regex_search(page, m, kMatrix)) return std::nullopt;
    const double tx = std::strtod(m[1].str().c_str(), nullptr), ty = std::strtod(m[2].str().c_str(), nullptr);
    return Affine::scale(kPtPerBp, kPtPerBp) * Affine::translate(-tx, -ty);
}

}  // namespace

TEST_CASE("tikz toolchain: Plumbline's readings against pdflatex + pdf2svg, as recorded") {
    golden::check_toolchain_outcomes({"tikz", fs::path(PLUMBLINE_SOURCE_DIR) / "tests" / "toolchain" / "tikz",
                                      [](std::string_view text) { return read_tikz(text, "candidate"); }, crop_undone});
}
