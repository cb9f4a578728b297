// plumb: the command-line face of the Plumbline core.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "cli.hpp"

namespace {

const char* const kHelp =
    "plumb - judge whether a model-drawn diagram is structurally right\n"
    "\n"
    "usage:\n"
    "  plumb check TASK.json CANDIDATE [--profile default|ssvg|diagrameval] [--report LEVEL] [--no-timings] [--pretty]\n"
    "      Judge one raw model response (a file, or - for stdin) against a task; prints the\n"
    "      report JSON (schema plumbline/report@1). Exit 0 whatever the verdict.\n"
    "  plumb batch [--profile default|ssvg|diagrameval] [--report LEVEL] [--no-timings] [-j N]\n"
    "      Read JSONL on stdin, one {\"task\": {...}, \"candidate\": \"...\", \"id\": ...} per line;\n"
    "      print one report per line, in order (\"id\" comes back as \"line_id\").\n"
    "      -j N (--jobs N) judges on N threads; the reports are the same, in the same order.\n"
    "  --report compact (the default): the verdict and what went wrong; full: everything,\n"
    "      with the shapes to draw; verdict: verdict and score only.\n"
    "  plumb summary DIR... [--profile default|ssvg|diagrameval]\n"
    "      Judge every example answer under DIR (TASK/task.json, TASK/answers/EXPECTED-LABEL.txt)\n"
    "      and print a table; exit 1 if any verdict differs from the expected one.\n"
    "  plumb bundle PATH [--profile default|ssvg|diagrameval] [-j N] [--csv | --summary | --latex | --differences]\n"
    "      Judge a benchmark bundle (a folder with bundle.json, a manifest, a single-file bundle,\n"
    "      or - for stdin; docs/bundle.md): one row per model and task as JSONL on stdout\n"
    "      (--csv: CSV), the summary table on stderr (--summary: only the table, on stdout;\n"
    "      --latex: the same tables as LaTeX with booktabs rules, on stdout; --differences: both\n"
    "      profiles judged, each model's accuracy under both and why verdicts differ, on stdout),\n"
    "      problems on stderr as FILE:LINE: MESSAGE [CODE]. Exit 1 if the bundle had problems.\n"
    "  plumb bundle --pack PATH\n"
    "      Print the bundle in its single-file form (tasks and answers inline), compact JSON.\n"
    "  plumb codes\n"
    "      Print every diagnostic code with its usual severity and meaning, as a Markdown table.\n"
    "  plumb read FORMAT DRAWING [--profile default|ssvg|diagrameval] [--pretty]\n"
    "      Read a drawing (svg, tikz, eps, dot, mermaid, smiles, chemfig; a file, or - for stdin) and print the Scene as JSON\n"
    "      ({ok, scene, diagnostics}); with ssvg, the published reading that profile judges.\n"
    "  plumb layout FORMAT DRAWING [--profile default|ssvg|diagrameval] [--pretty]\n"
    "      Read a drawing and print its layout section alone (docs/layout.md), as JSON\n"
    "      ({ok, complete, diagnostics, layout}): the findings every report holds, always written.\n"
    "  plumb draw FORMAT DRAWING\n"
    "      Read a drawing (svg; a file, or - for stdin) and print it as plain SVG drawn from\n"
    "      its Scene by the core's writer (what the playground shows). Exit 0.\n"
    "  plumb version\n"
    "  plumb --help\n"
    "\n"
    "Exit codes: 0 done, 1 summary disagreement or bundle problems, 2 usage error, 3 batch input\n"
    "unreadable or no usable bundle manifest.\n"
    "Schemas: docs/schema.md.\n";

}  // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    const std::vector<std::string> args(argv + std::min(argc, 2), argv + argc);
    const std::string command = argc > 1 ? argv[1] : "";
    if (command == "check") return plumb::run_check(args);
    if (command == "batch") return plumb::run_batch(args);
    if (command == "summary") return plumb::run_summary(args);
    if (command == "bundle") return plumb::run_bundle(args);
    if (command == "codes") return plumb::run_codes(args);
    if (command == "draw") return plumb::run_draw(args);
    if (command == "read") return plumb::run_read(args);
    if (command == "layout") return plumb::run_layout(args);
    if (command == "version" || command == "--version") {
        std::cout << "plumb " << plumbline::version() << '\n';
        return plumb::kExitOk;
    }
    if (command == "--help" || command == "-h" || command == "help") {
        std::cout << kHelp;
        return plumb::kExitOk;
    }
    if (command.empty()) {
        std::cerr << kHelp;
        return plumb::kExitUsage;
    }
    return plumb::usage_error("unknown command '" + command + "'");
}
