// Where extraction finds TikZ in a response: whole documents, bare pictures with the
// preamble lines they need, nested pictures, cut-off pictures, and mentions in prose.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "formats/tikz/tikz_blocks.hpp"

using namespace plumbline;

namespace {

std::vector<std::string> blocks(const std::string& text, bool prose = true, std::vector<bool>* complete = nullptr) {
    std::vector<Block> found;
    find_tikz_blocks(text, 0, text.size(), prose, found);
    std::vector<std::string> out;
    for (const Block& b : found) {
        out.push_back(text.substr(b.begin, b.end - b.begin));
        if (complete) complete->push_back(b.complete);
    }
    return out;
}

const std::string kPicture = "\\begin{tikzpicture}\n\\draw (0,0) -- (1,1);\n\\end{tikzpicture}";

}  // namespace

TEST_CASE("tikz blocks: a bare picture, and two in order") {
    CHECK(blocks("Here:\n" + kPicture + "\nDone.") == std::vector<std::string>{kPicture});
    const std::string two = kPicture + "\ntext\n" + kPicture;
    CHECK(blocks(two) == std::vector<std::string>{kPicture, kPicture});
}

TEST_CASE("tikz blocks: a whole document is one block, with its pictures inside") {
    const std::string doc = "\\documentclass[tikz]{standalone}\n\\usepackage{tikz}\n\\begin{document}\n" + kPicture +
                            "\n" + kPicture + "\n\\end{document}";
    CHECK(blocks("Sure!\n" + doc + "\nHope this helps.") == std::vector<std::string>{doc});
}

TEST_CASE("tikz blocks: the one-line preamble before a bare picture comes with it") {
    const std::string preamble = "\\usetikzlibrary{calc}\n% the accent\n\\definecolor{mine}{RGB}{255,0,0}\n";
    const std::string text = "Use this:\n\n" + preamble + kPicture;
    CHECK(blocks(text) == std::vector<std::string>{preamble + kPicture});
    // Prose right before the picture stops the widening.
    CHECK(blocks("Draw it \\usetikzlibrary{calc}\n" + kPicture) == std::vector<std::string>{kPicture});
    // A picture that does not start its line is not widened.
    CHECK(blocks("\\def\\r{2}\nSo " + kPicture) == std::vector<std::string>{kPicture});
}

TEST_CASE("tikz blocks: nested pictures and comments") {
    const std::string nested = "\\begin{tikzpicture}\n\\node {\\begin{tikzpicture}\\draw (0,0)--(1,0);"
                               "\\end{tikzpicture}};\n\\end{tikzpicture}";
    CHECK(blocks(nested) == std::vector<std::string>{nested});
    const std::string commented = "\\begin{tikzpicture}\n% \\end{tikzpicture} is not here\n\\draw (0,0);\n"
                                  "\\end{tikzpicture}";
    CHECK(blocks(commented) == std::vector<std::string>{commented});
    const std::string percent = "\\begin{tikzpicture}\\node {50\\%};\\end{tikzpicture}";
    CHECK(blocks(percent) == std::vector<std::string>{percent});
}

TEST_CASE("tikz blocks: cut-off pictures and documents run to the end, incomplete") {
    std::vector<bool> complete;
    const std::string cut = "\\begin{tikzpicture}\n\\draw (0,0) -- ";
    CHECK(blocks(kPicture + "\n" + cut, true, &complete) == std::vector<std::string>{kPicture, cut});
    CHECK(complete == std::vector<bool>{true, false});
    complete.clear();
    const std::string doc = "\\documentclass{standalone}\n\\begin{document}\n" + kPicture;
    CHECK(blocks(doc, true, &complete) == std::vector<std::string>{doc});
    CHECK(complete == std::vector<bool>{false});
}

TEST_CASE("tikz blocks: an inline code span naming the environment is a mention") {
    const std::string text = "Wrap it in `\\begin{tikzpicture}` and end it.\n" + kPicture;
    CHECK(blocks(text) == std::vector<std::string>{kPicture});
    // Inside a fence body (not prose) nothing is a mention.
    CHECK(blocks("`" + kPicture + "`", false).size() == 1);
    // A whole picture in an inline span is still a drawing.
    const std::string inline_picture = "\\begin{tikzpicture}\\draw (0,0)--(1,1);\\end{tikzpicture}";
    CHECK(blocks("See `" + inline_picture + "`.") == std::vector<std::string>{inline_picture});
}

TEST_CASE("tikz blocks: linear on hostile text") {
    std::string many;
    for (int i = 0; i < 20000; ++i) many += "\\begin{tikzpicture}";
    std::vector<bool> complete;
    const auto found = blocks(many, true, &complete);
    REQUIRE(found.size() == 1);
    CHECK_FALSE(complete[0]);
    std::string lines;
    for (int i = 0; i < 20000; ++i) lines += "\\def\\a{1}\n";
    CHECK(blocks(lines + kPicture).size() == 1);
}
