// Embind bindings: strings in, JSON (or SVG) text out, so the JS side gets the very bytes the
// native CLI prints and the binding holds no logic of its own.
//
// Error strategy: the core does not throw by design (bad input is a diagnostic). Should
// anything throw anyway (std::bad_alloc on a huge input), each entry point is a catch-all
// boundary: the throw becomes an invalid result with code "internal.exception" instead of
// aborting the module for good.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <exception>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "plumbline/plumbline.hpp"

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
// text, the empty string; for the bundle calls, {"error": message}).
enum class Shape { Report, Read, Extract, Svg, Bundle, View };

std::string failure_text(Shape shape, const Diagnostic& d) {
    if (shape == Shape::Report || shape == Shape::View) {
        const std::string report =
            plumbline::to_text(plumbline::to_json(plumbline::error_report("", plumbline::Profile::Default, d)));
        return shape == Shape::Report ? report : "{\"report\":" + report + ",\"scene\":null,\"drawn\":null}";
    }
    const json diagnostics = json::array({plumbline::to_json(d)});
    if (shape == Shape::Svg) return "";
    if (shape == Shape::Bundle) return plumbline::to_text({{"error", d.message}});
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

// One answer for the playground: {"report", "scene", "drawn"} from one reading of the
// drawing (pipeline/evaluate_view.hpp). The report's text is evaluate's, byte for byte;
// the scene is readDrawing's "scene", the drawing drawScene's at no size, or null when the
// scene has more than max_drawn items (painting it would take seconds) or none was read.
std::string evaluate_view(const std::string& task, const std::string& candidate, const std::string& options_text,
                          double max_drawn) {
    return guarded(Shape::View, [&] {
        plumbline::EvaluateOptions options;
        std::string result;
        if (!options_from(options_text, options, result)) return "{\"report\":" + result + ",\"scene\":null,\"drawn\":null}";
        const plumbline::EvaluateView view = plumbline::evaluate_view(plumbline::parse_task_text(task), candidate, options);
        std::string out = "{\"report\":" + plumbline::report_text(view.report, options.report) + ",\"scene\":";
        if (!view.candidate) return out + "null,\"drawn\":null}";
        const json scene = plumbline::to_json(view.candidate->scene);
        const auto items = scene.find("items");
        const double count = items != scene.end() && items->is_array() ? static_cast<double>(items->size()) : 0;
        out += plumbline::to_text(scene) + ",\"drawn\":";
        if (count > max_drawn) return out + "null}";
        return out + plumbline::to_text(json(plumbline::write_svg(view.candidate->scene, {}))) + "}";
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
// tasks the last lines prepared, so that a task's drawings are read once for all its answers.
class BatchSession {
public:
    explicit BatchSession(const std::string& options_text) : ok_(options_from(options_text, options_, error_)) {}

    std::string line(const std::string& line, double line_number) {
        std::string report;
        write_line(report, line, line_number);
        return report;
    }

    // The same, with bytes in and out past Embind's std::string conversion (a JS step per
    // byte each way): JS copies the line into input(size)'s buffer in one set(), and reads
    // the report through a view of this session's copy, valid until the session's next call.
    size_t input(size_t size) {
        input_.resize(size);
        return reinterpret_cast<size_t>(input_.data());
    }
    // The report is written into a buffer the session keeps, so a line's report does not
    // grow a new string from nothing (that growth was 4% of the module's batch profile).
    emscripten::val line_from_input(double line_number) {
        write_line(report_, input_, line_number);
        return emscripten::val(emscripten::typed_memory_view(
            report_.size(), reinterpret_cast<const unsigned char*>(report_.data())));
    }

    // The line in input(size)'s buffer judged into its bundle row (what bundleRow makes of
    // the report), as JSON text or {"error"}: the report never leaves the module.
    std::string row_from_input(double line_number) { return row_of(input_, line_number); }

    std::string row_of(std::string_view line, double line_number) {
        return row_text([&](plumbline::BundleRow& row, std::string& error) {
            std::optional<json> id;
            const plumbline::Report report =
                plumbline::judge_batch_line(line, line_number_of(line_number), options_, &cache_, &id);
            return plumbline::bundle_row(report, options_.report, id ? &*id : nullptr, row, error);
        });
    }

    // A bundle's answer judged into its row (plumbline::judge_answer): no line is made, and
    // no report is written and parsed back.
    std::string row_of_answer(const plumbline::Bundle& bundle, plumbline::BundleAnswer answer, double line_number) {
        return row_text([&](plumbline::BundleRow& row, std::string& error) {
            return plumbline::judge_answer(bundle, answer, line_number_of(line_number), options_, cache_, row, error);
        });
    }

private:
    // A row as JSON text, or {"error"}: made by judge(row, error), or, with options that
    // could not be read, their report's error said as a row's (the report has no line_id).
    template <class Judge>
    std::string row_text(const Judge& judge) {
        return guarded(Shape::Bundle, [&] {
            plumbline::BundleRow row;
            std::string error;
            if (!ok_) {
                const json report = json::parse(error_, nullptr, false);
                if (report.is_discarded() || !plumbline::bundle_row(report, row, error))
                    return plumbline::to_text({{"error", error.empty() ? "the report is not JSON" : error}});
            } else if (!judge(row, error)) {
                return plumbline::to_text({{"error", error}});
            }
            return plumbline::to_text(plumbline::to_json(row));
        });
    }

    // The line's report in place of out's text; a throw's report replaces a partial one
    // (guarded returns the empty text the body gives, or a failure's, never empty).
    void write_line(std::string& out, std::string_view line, double line_number) {
        out.clear();
        if (!ok_) {
            out = error_;
            return;
        }
        std::string failed = guarded(Shape::Report, [&] {
            plumbline::append_batch_line_report(out, line, line_number_of(line_number), options_, &cache_);
            return std::string();
        });
        if (!failed.empty()) out = std::move(failed);
    }

    plumbline::EvaluateOptions options_;
    plumbline::BatchCache cache_;
    // A bundle's answers come task-major (a page's ranges of them too), so a task once left
    // is rarely met again: a few prepared tasks, not the lines' 64 (each a reference drawing
    // read, its check's preparation: about 14 MB of the module's memory, which never shrinks).
    std::string error_;
    bool ok_;
    std::string input_, report_;
};

std::string read_drawing(const std::string& format, const std::string& text) {
    return guarded(Shape::Read,
                   [&] { return plumbline::to_text(plumbline::to_json(plumbline::read_drawing(format, text, "candidate"))); });
}

std::string extract(const std::string& response, const std::string& format) {
    return guarded(Shape::Extract,
                   [&] { return plumbline::to_text(plumbline::to_json(plumbline::extract_drawing(response, format))); });
}

// The format a drawing's text is in, as the core takes it when a task leaves the format
// out (`<svg>`, a tikzpicture, `%!PS`, `digraph`); "" when none is recognised. The page
// draws a task's drawings in it, as the core read them.
std::string format_of(const std::string& text) {
    return guarded(Shape::Svg, [&] { return std::string(plumbline::format_of_text(text)); });
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

// A bundle read from files a page holds: add(path, text) for each (or later(path), for a
// file read() asks `source` for when it reads it), then read(source) gives the bundle as
// JSON (bundle_overview; {"error"} for an unusable manifest) with "line_count", and
// line(i) its batch lines, task-major, one at a time (a bundle's lines repeat its tasks,
// so they are not written into one JSON text).
class BundleReader {
public:
    void add(const std::string& path, const std::string& text) { files_[key_of(path)] = text; }

    // A file whose bytes read() copies in when it reaches it, from source.size(path) (its
    // byte count, or -1 when there is none) and source.copy(path, view) (its bytes into a
    // view of that many bytes of the module's memory): the module holds one such file at a
    // time besides what it has read, not every file at once (the memory of a WebAssembly
    // module never shrinks, so its high-water mark is what a page pays).
    void later(const std::string& path) { later_[key_of(path)] = path; }

    std::string read(emscripten::val source) {
        return guarded(Shape::Bundle, [&] {
            plumbline::BundleRead read = plumbline::read_bundle(
                "bundle.json", [&](const std::string& path, size_t max, std::string& text) {
                    if (const auto it = files_.find(path); it != files_.end()) {
                        if (it->second.size() > max) return plumbline::FileFetch::TooLarge;
                        text = std::move(it->second);   // each file is read once
                        return plumbline::FileFetch::Ok;
                    }
                    const auto it = later_.find(path);
                    if (it == later_.end() || source.isUndefined() || source.isNull()) return plumbline::FileFetch::Missing;
                    const double size = source.call<double>("size", emscripten::val(it->second));
                    if (!(size >= 0)) return plumbline::FileFetch::Missing;
                    if (size > static_cast<double>(max)) return plumbline::FileFetch::TooLarge;
                    text.assign(static_cast<size_t>(size), '\0');
                    source.call<void>("copy", emscripten::val(it->second),
                                      emscripten::val(emscripten::typed_memory_view(
                                          text.size(), reinterpret_cast<unsigned char*>(text.data()))));
                    return plumbline::FileFetch::Ok;
                });
            files_.clear();
            later_.clear();
            if (!read.ok) return plumbline::to_text({{"error", plumbline::problem_text(read.fatal)}});
            bundle_ = std::move(read.bundle);
            order_ = plumbline::answers_to_judge(bundle_);
            json out = plumbline::bundle_overview(bundle_);
            out["line_count"] = order_.size();
            return plumbline::to_text(out);
        });
    }

    std::string line(double index) {
        if (!(index >= 0 && index < static_cast<double>(order_.size()))) return "";
        return guarded(Shape::Bundle, [&] { return plumbline::batch_line(bundle_, order_[static_cast<size_t>(index)]); });
    }

    // The same line's UTF-8 bytes as a view of the reader's copy, valid until its next call:
    // a page copies them into a buffer it sends to another worker, with no string between.
    emscripten::val line_view(double index) {
        line_ = line(index);
        return emscripten::val(emscripten::typed_memory_view(line_.size(), reinterpret_cast<const unsigned char*>(line_.data())));
    }

    // Answer `index` judged by `session` into its row (BatchSession::row_of_answer), line
    // number index + 1: judged inside the module from the bundle, no line made.
    std::string row(BatchSession& session, double index) {
        if (!(index >= 0 && index < static_cast<double>(order_.size()))) return session.row_of("", index + 1);
        return session.row_of_answer(bundle_, order_[static_cast<size_t>(index)], index + 1);
    }

private:
    // The name read_bundle asks for a file by (bundle_path's normal form).
    static std::string key_of(const std::string& path) {
        std::string key;
        return plumbline::bundle_path(path, key) ? key : path;
    }

    std::map<std::string, std::string> files_;
    std::map<std::string, std::string> later_;   // key -> the path the page named it by
    plumbline::Bundle bundle_;
    std::vector<plumbline::BundleAnswer> order_;
    std::string line_;
};

// Rows from JS (JSON text of an array of rows) to what `write` makes of them; {"error"}
// when they are not rows. Parsed a row at a time (rows_from_text): the module's memory
// never shrinks, and the whole array parsed at once was ten times its text.
template <class Write>
std::string from_rows(const std::string& rows_text, const Write& write) {
    return guarded(Shape::Bundle, [&] {
        std::vector<plumbline::BundleRow> rows;
        std::string error;
        if (!plumbline::rows_from_text(rows_text, rows, error))
            return plumbline::to_text({{"error", error.empty() ? "rows must be JSON" : error}});
        return write(rows);
    });
}

std::string bundle_row(const std::string& report_text) {
    return guarded(Shape::Bundle, [&] {
        const json report = json::parse(report_text, nullptr, false);
        plumbline::BundleRow row;
        std::string error = "the report is not JSON";
        if (report.is_discarded() || !plumbline::bundle_row(report, row, error))
            return plumbline::to_text({{"error", error}});
        return plumbline::to_text(plumbline::to_json(row));
    });
}

std::string bundle_summary(const std::string& rows) {
    return from_rows(rows, [](const auto& r) { return plumbline::to_text(plumbline::bundle_summary(r)); });
}
std::string bundle_csv(const std::string& rows) {
    return from_rows(rows, [](const auto& r) { return plumbline::to_text({{"text", plumbline::bundle_csv(r)}}); });
}
std::string bundle_table(const std::string& rows) {
    return from_rows(rows, [](const auto& r) { return plumbline::to_text({{"text", plumbline::bundle_table(r)}}); });
}
std::string bundle_compare(const std::string& rows, const std::string& a, const std::string& b) {
    return from_rows(rows, [&](const auto& r) { return plumbline::to_text(plumbline::bundle_compare(r, a, b)); });
}
std::string bundle_latex(const std::string& rows) {
    return from_rows(rows, [](const auto& r) { return plumbline::to_text({{"text", plumbline::bundle_latex(r)}}); });
}

// Why one answer's verdict differs between the profiles, from its two compact reports.
std::string bundle_difference(const std::string& default_report, const std::string& ssvg_report) {
    return guarded(Shape::Bundle, [&] {
        const json a = json::parse(default_report, nullptr, false), b = json::parse(ssvg_report, nullptr, false);
        if (a.is_discarded() || b.is_discarded()) return plumbline::to_text({{"error", "the reports are not JSON"}});
        return plumbline::to_text(plumbline::to_json(plumbline::difference_reason(a, b)));
    });
}
// The two profiles' rows side by side, with the reasons of the answers that differ.
std::string bundle_differences(const std::string& by_default, const std::string& by_ssvg, const std::string& reasons_text) {
    return from_rows(by_default, [&](const auto& rows_default) {
        return from_rows(by_ssvg, [&](const auto& rows_ssvg) {
            const json list = json::parse(reasons_text, nullptr, false);
            std::vector<plumbline::BundleDifference> reasons;
            std::string error = "the reasons must be JSON";
            if (list.is_discarded() || !plumbline::differences_from_json(list, reasons, error))
                return plumbline::to_text({{"error", error}});
            const json d = plumbline::bundle_differences(rows_default, rows_ssvg, reasons);
            json out = d;
            out["table"] = plumbline::bundle_differences_table(d);
            return plumbline::to_text(out);
        });
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
    emscripten::function("evaluateView", &evaluate_view);
    emscripten::function("evaluateBatchLine", &evaluate_batch_line);
    emscripten::class_<BatchSession>("BatchSession")
        .constructor<const std::string&>()
        .function("line", &BatchSession::line)
        .function("input", &BatchSession::input)
        .function("lineFromInput", &BatchSession::line_from_input)
        .function("rowFromInput", &BatchSession::row_from_input);
    emscripten::function("readDrawing", &read_drawing);
    emscripten::function("extract", &extract);
    emscripten::function("formatOf", &format_of);
    emscripten::function("drawScene", &draw_scene);
    emscripten::function("drawGeometry", &draw_geometry);
    emscripten::class_<BundleReader>("BundleReader")
        .constructor<>()
        .function("add", &BundleReader::add)
        .function("later", &BundleReader::later)
        .function("read", &BundleReader::read)
        .function("line", &BundleReader::line)
        .function("lineView", &BundleReader::line_view)
        .function("row", &BundleReader::row);
    emscripten::function("bundleRow", &bundle_row);
    emscripten::function("bundleSummary", &bundle_summary);
    emscripten::function("bundleCsv", &bundle_csv);
    emscripten::function("bundleTable", &bundle_table);
    emscripten::function("bundleLatex", &bundle_latex);
    emscripten::function("bundleCompare", &bundle_compare);
    emscripten::function("bundleDifference", &bundle_difference);
    emscripten::function("bundleDifferences", &bundle_differences);
    emscripten::function("version", &version);
    emscripten::function("testErrorBoundary", &test_error_boundary);
}
