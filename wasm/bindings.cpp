// Embind bindings: strings in, JSON (or SVG) text out, so the JS side gets the very bytes the
// native CLI prints and the binding holds no logic of its own.
//
// Error strategy: the core does not throw by design (bad input is a diagnostic). Should
// anything throw anyway (std::bad_alloc on a huge input), each entry point is a catch-all
// boundary: the throw becomes an invalid result with code "internal.exception" instead of
// aborting the module for good.
#include <emscripten/bind.h>

#include <exception>
#include <stdexcept>
#include <string>

#include "plumbline/pipeline/evaluate.hpp"
#include "plumbline/extract/extract.hpp"
#include "plumbline/formats/read.hpp"
#include "plumbline/report/json.hpp"
#include "plumbline/report/geometry_svg.hpp"
#include "plumbline/report/report.hpp"
#include "plumbline/scene/svg_writer.hpp"

namespace {

using nlohmann::json;
using plumbline::Diagnostic;

Diagnostic failure(const std::string& code, const std::string& message) {
    Diagnostic d;
    d.code = code;
    d.message = message;
    d.source = "module";
    return d;
}

// What a call gives back when it could not run: shaped like its normal result (for SVG
// text, the empty string).
enum class Shape { Report, Read, Extract, Svg };

std::string failure_text(Shape shape, const Diagnostic& d) {
    if (shape == Shape::Report)
        return plumbline::to_text(plumbline::to_json(plumbline::error_report("", plumbline::Profile::Default, d)));
    const json diagnostics = json::array({plumbline::to_json(d)});
    if (shape == Shape::Svg) return "";
    if (shape == Shape::Read) return plumbline::to_text({{"ok", false}, {"scene", nullptr}, {"diagnostics", diagnostics}});
    return plumbline::to_text({{"found", false}, {"diagnostics", diagnostics}});
}

using Body = std::string (*)(const void* context);

}  // namespace

// The module's only catch site: -sEXCEPTION_CATCHING_ALLOWED (CMakeLists.txt) names it, so
// the core pays nothing for exception support, and a throw from anywhere below unwinds to
// here. C linkage keeps that name plain; noinline keeps the try/catch in this function.
extern "C" __attribute__((noinline)) void plumbline_guarded(int shape, Body body, const void* context,
                                                            std::string* out) {
    try {
        *out = body(context);
    } catch (const std::exception& e) {
        *out = failure_text(Shape(shape), failure("internal.exception", std::string("The module failed: ") + e.what()));
    } catch (...) {
        *out = failure_text(Shape(shape), failure("internal.exception", "The module failed."));
    }
}

namespace {

template <class Call>
std::string guarded(Shape shape, const Call& call) {
    std::string out;
    plumbline_guarded(static_cast<int>(shape), [](const void* c) { return (*static_cast<const Call*>(c))(); }, &call,
                      &out);
    return out;
}

// Options text to EvaluateOptions; on error, the result to return instead.
bool options_from(const std::string& text, plumbline::EvaluateOptions& options, std::string& result) {
    std::string error;
    if (plumbline::parse_evaluate_options(text, options, error)) return true;
    result = failure_text(Shape::Report, failure("options.invalid", error));
    return false;
}

std::string evaluate(const std::string& task, const std::string& candidate, const std::string& options_text) {
    return guarded(Shape::Report, [&] {
        plumbline::EvaluateOptions options;
        std::string result;
        if (!options_from(options_text, options, result)) return result;
        return plumbline::report_text(plumbline::evaluate(plumbline::parse_task_text(task), candidate, options),
                                      options.report);
    });
}

// JS numbers are doubles: a NaN or out-of-range line number would be undefined as a long.
long line_number_of(double n) { return n >= 0 && n <= 2147483647.0 ? static_cast<long>(n) : 0; }

std::string evaluate_batch_line(const std::string& line, double line_number, const std::string& options_text) {
    return guarded(Shape::Report, [&] {
        plumbline::EvaluateOptions options;
        std::string result;
        if (!options_from(options_text, options, result)) return result;
        std::string text;
        plumbline::append_batch_line_report(text, line, line_number_of(line_number), options);
        return text;
    });
}

// A batch run, as the native `plumb batch` makes one: the options, read once, and the
// task the last line prepared, so that a task's drawings are read once for all its answers.
class BatchSession {
public:
    explicit BatchSession(const std::string& options_text) : ok_(options_from(options_text, options_, error_)) {}

    std::string line(const std::string& line, double line_number) {
        if (!ok_) return error_;
        return guarded(Shape::Report, [&] {
            std::string text;
            plumbline::append_batch_line_report(text, line, line_number_of(line_number), options_, &cache_);
            return text;
        });
    }

private:
    plumbline::EvaluateOptions options_;
    plumbline::BatchCache cache_;
    std::string error_;
    bool ok_;
};

std::string read_drawing(const std::string& format, const std::string& text) {
    return guarded(Shape::Read,
                   [&] { return plumbline::to_text(plumbline::to_json(plumbline::read_drawing(format, text, "candidate"))); });
}

std::string extract(const std::string& response, const std::string& format) {
    return guarded(Shape::Extract,
                   [&] { return plumbline::to_text(plumbline::to_json(plumbline::extract_drawing(response, format))); });
}

// A size from JS: a pixel count, or 0 (none) for anything else.
double pixels(double n) { return n > 0 && n < 1e7 ? n : 0; }

std::string draw_scene(const std::string& format, const std::string& text, double width, double height) {
    return guarded(Shape::Svg, [&] {
        plumbline::SvgWriteOptions options;
        options.width = pixels(width);
        options.height = pixels(height);
        return plumbline::write_svg(plumbline::read_drawing(format, text, "candidate").scene, options);
    });
}

std::string draw_geometry(const std::string& geometry, bool text_as_box) {
    return guarded(Shape::Svg, [&] {
        plumbline::SvgElementOptions options;
        options.text_as_box = text_as_box;
        return plumbline::geometry_svg(geometry, options);
    });
}

std::string version() { return plumbline::version(); }

// For the tests only: proves that a throw deep in a call comes back as a result.
std::string test_error_boundary() {
    return guarded(Shape::Report, []() -> std::string { throw std::runtime_error("test of the error boundary"); });
}

}  // namespace

EMSCRIPTEN_BINDINGS(plumbline) {
    emscripten::function("evaluate", &evaluate);
    emscripten::function("evaluateBatchLine", &evaluate_batch_line);
    emscripten::class_<BatchSession>("BatchSession")
        .constructor<const std::string&>()
        .function("line", &BatchSession::line);
    emscripten::function("readDrawing", &read_drawing);
    emscripten::function("extract", &extract);
    emscripten::function("drawScene", &draw_scene);
    emscripten::function("drawGeometry", &draw_geometry);
    emscripten::function("version", &version);
    emscripten::function("testErrorBoundary", &test_error_boundary);
}
