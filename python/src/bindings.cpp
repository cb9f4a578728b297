// pybind11 bindings: text in, the report out as the very JSON text `plumb batch` prints or
// as the dict json.loads would make of it (built from the report's tree, report_objects),
// so the binding holds no judging logic of its own (plumbline/__init__.py raises
// TaskError). What the binding adds is what a Python host needs:
//  - the GIL is released while the core works, so other Python threads run meanwhile;
//  - evaluate_many and batch judge on native threads the binding owns (the core has none,
//    so that it builds for WebAssembly), in blocks, with the results in input order;
//  - one exception boundary per evaluation: a throw from below (std::bad_alloc on a huge
//    input) becomes an invalid report with code "internal.exception", as in the
//    WebAssembly module, and never escapes a worker thread or reaches the interpreter.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include "plumbline/plumbline.hpp"
#include "report_objects.hpp"

namespace py = pybind11;

namespace {

using plumbline::EvaluateOptions;
using plumbline::PreparedTask;
using plumbline::Profile;

EvaluateOptions make_options(const std::string& profile, const std::string& report, bool timings) {
    EvaluateOptions options;
    options.timings = timings;
    if (!plumbline::parse_profile(profile, options.profile))
        throw py::value_error("profile must be " + plumbline::profile_names(true) + ", not \"" + profile + "\"");
    if (!plumbline::parse_report_level(report, options.report))
        throw py::value_error("report must be \"full\", \"compact\" or \"verdict\", not \"" + report + "\"");
    return options;
}

// A str or bytes argument as UTF-8 bytes, readable with the GIL released: a view into the
// object, which is kept alive (another Python thread may drop its own references
// meanwhile). A str holding lone surrogates, which strict UTF-8 refuses, is encoded with
// them as their three-byte forms: invalid UTF-8 that the core cleans as it would in a file.
// Must be destroyed with the GIL held.
class Text {
public:
    Text(py::handle object, const char* what) : object_(py::reinterpret_borrow<py::object>(object)) {
        char* data = nullptr;
        Py_ssize_t size = 0;
        if (PyBytes_Check(object.ptr())) {
            PyBytes_AsStringAndSize(object.ptr(), &data, &size);
        } else if (PyUnicode_Check(object.ptr())) {
            const char* utf8 = PyUnicode_AsUTF8AndSize(object.ptr(), &size);
            if (!utf8) {
                PyErr_Clear();
                object_ = py::reinterpret_steal<py::object>(PyUnicode_AsEncodedString(object.ptr(), "utf-8", "surrogatepass"));
                if (!object_) throw py::error_already_set();
                PyBytes_AsStringAndSize(object_.ptr(), &data, &size);
            } else {
                data = const_cast<char*>(utf8);
            }
        } else {
            throw py::type_error(std::string(what) + " must be str or bytes, not " +
                                 std::string(py::str(py::type::handle_of(object).attr("__name__"))));
        }
        view_ = std::string_view(data, static_cast<size_t>(size));
    }
    std::string_view view() const { return view_; }

private:
    py::object object_;
    std::string_view view_;
};

// The report every failed call gives instead of throwing (the WebAssembly module's).
nlohmann::json failure_tree(const EvaluateOptions& options, const std::string& message) noexcept {
    try {
        plumbline::Diagnostic d;
        d.code = "internal.exception";
        d.message = message;
        d.source = "module";
        return plumbline::to_json(plumbline::error_report("", options.profile, std::move(d)), options.report);
    } catch (...) {
        return nlohmann::json();   // null: not even a report could be made
    }
}

std::string failure_report(const EvaluateOptions& options, const std::string& message) noexcept {
    try {
        const nlohmann::json tree = failure_tree(options, message);
        if (!tree.is_null()) return plumbline::to_text(tree);
    } catch (...) {
    }
    return R"({"schema":"plumbline/report@1","verdict":"invalid","score":0,"diagnostics":[{"code":"internal.exception","severity":"error","message":"The module failed.","source":"module"}]})";
}

// The exception boundary around one evaluation, for a result of type R: the report's
// text (std::string) or its tree (nlohmann::json).
template <class R>
R failed(const EvaluateOptions& options, const std::string& message) noexcept {
    if constexpr (std::is_same_v<R, std::string>)
        return failure_report(options, message);
    else
        return failure_tree(options, message);
}

template <class Call>
auto guarded(const EvaluateOptions& options, const Call& call) noexcept -> decltype(call()) {
    using R = decltype(call());
    try {
        return call();
    } catch (const std::exception& e) {
        return failed<R>(options, std::string("The module failed: ") + e.what());
    } catch (...) {
        return failed<R>(options, "The module failed.");
    }
}

// A report tree as Python objects (a dict), or, when a string in it is not valid UTF-8,
// as its text for json.loads (the text writer's replacement rules are the reference).
py::object report_object(const nlohmann::json& tree) {
    if (tree.is_null()) return py::str(failure_report(EvaluateOptions{}, "The module failed."));
    py::object objects = plumbline_python::report_objects(tree);
    return objects ? objects : py::object(py::str(plumbline::to_text(tree)));
}

// Runs judge(i) for i in [0, n) on `threads` threads (the calling thread among them), in
// blocks taken in input order from a shared counter: large enough that a thread's cache
// of recent tasks is mostly hit, small enough that every thread gets work. `judge` must
// not throw. State is each thread's own (a batch's task cache).
template <class State, class Judge>
void run_blocks(size_t n, int threads, const Judge& judge) {
    const size_t workers = std::min(static_cast<size_t>(threads), std::max<size_t>(n, 1));
    const size_t block = std::clamp<size_t>(n / (4 * workers), 1, 64);
    std::atomic<size_t> next{0};
    auto work = [&] {
        State state;
        for (;;) {
            const size_t begin = next.fetch_add(block);
            if (begin >= n) return;
            for (size_t i = begin; i < std::min(n, begin + block); ++i) judge(i, state);
        }
    };
    std::vector<std::thread> pool;
    try {
        for (size_t t = 1; t < workers; ++t) pool.emplace_back(work);
    } catch (...) {   // no more threads to be had: the ones started and this one do the work
    }
    work();
    for (std::thread& t : pool) t.join();
}

int checked_threads(int threads) {
    if (threads < 1 || threads > 256) throw py::value_error("threads must be 1 to 256, not " + std::to_string(threads));
    return threads;
}

// A task parsed once, and prepared (its drawings read) once for each profile it is used
// with. Evaluating it only reads it, so Python threads (and evaluate_many's workers) share
// one prepared task: the core keeps no mutable state in a PreparedTask or anywhere else.
class NativeTask {
public:
    NativeTask(py::handle text, const std::string& profile) {
        const EvaluateOptions options = make_options(profile, "full", false);
        const Text task(text, "task");
        py::gil_scoped_release unlocked;
        parse_ = plumbline::parse_task_text(task.view());
        prepared(options);
    }

    // The prepared task for the options' profile; reads the drawings on first use.
    // Call with the GIL released.
    const PreparedTask& prepared(const EvaluateOptions& options) {
        std::lock_guard<std::mutex> lock(mutex_);
        std::unique_ptr<const PreparedTask>& slot = options.profile == Profile::Ssvg ? ssvg_ : default_;
        if (!slot) slot = std::make_unique<const PreparedTask>(plumbline::prepare_task(parse_, options));
        return *slot;
    }

    // What makes every answer invalid (plumbline::task_errors) as a JSON array; "[]" if nothing.
    std::string errors(const std::string& profile) {
        const EvaluateOptions options = make_options(profile, "full", false);
        py::gil_scoped_release unlocked;
        nlohmann::json list = nlohmann::json::array();
        for (const plumbline::Diagnostic& d : plumbline::task_errors(prepared(options)))
            list.push_back(plumbline::to_json(d));
        return plumbline::to_text(list);
    }

    std::string evaluate(py::handle response, const std::string& profile, const std::string& report, bool timings) {
        const EvaluateOptions options = make_options(profile, report, timings);
        const Text candidate(response, "response");
        py::gil_scoped_release unlocked;
        return guarded(options, [&] {
            return plumbline::report_text(plumbline::evaluate(prepared(options), candidate.view(), options),
                                          options.report);
        });
    }

    // The report as Python objects (see report_object): no text written, none parsed.
    py::object evaluate_object(py::handle response, const std::string& profile, const std::string& report,
                               bool timings) {
        return report_object(tree(response, profile, report, timings));
    }

    std::string id() const { return parse_.task.id; }

private:
    nlohmann::json tree(py::handle response, const std::string& profile, const std::string& report, bool timings) {
        const EvaluateOptions options = make_options(profile, report, timings);
        const Text candidate(response, "response");
        py::gil_scoped_release unlocked;
        return guarded(options, [&] {
            return plumbline::to_json(plumbline::evaluate(prepared(options), candidate.view(), options), options.report);
        });
    }

    plumbline::TaskParse parse_;
    std::mutex mutex_;
    std::unique_ptr<const PreparedTask> default_, ssvg_;
};

// responses[i] judged against tasks[task_of[i]], on `threads` threads; the reports in input
// order, as texts or (as_objects) as dicts. Each task is prepared once for the profile,
// before the threads start.
py::list evaluate_many(const std::vector<NativeTask*>& tasks, const std::vector<size_t>& task_of,
                       const py::sequence& responses, const std::string& profile, const std::string& report,
                       bool timings, int threads, bool as_objects) {
    const EvaluateOptions options = make_options(profile, report, timings);
    checked_threads(threads);
    const size_t n = task_of.size();
    if (static_cast<size_t>(py::len(responses)) != n) throw py::value_error("one task index per response");
    for (size_t t : task_of)
        if (t >= tasks.size() || !tasks[t]) throw py::value_error("task index out of range");
    std::vector<Text> texts;
    texts.reserve(n);
    for (size_t i = 0; i < n; ++i) texts.emplace_back(responses[i], "response");

    std::vector<nlohmann::json> trees(n);
    std::vector<std::string> out(as_objects ? 0 : n);
    {
        py::gil_scoped_release unlocked;
        std::vector<const PreparedTask*> prepared;
        for (NativeTask* task : tasks) prepared.push_back(&task->prepared(options));
        struct NoState {};
        run_blocks<NoState>(n, threads, [&](size_t i, NoState&) {
            if (as_objects)
                trees[i] = guarded(options, [&] {
                    return plumbline::to_json(plumbline::evaluate(*prepared[task_of[i]], texts[i].view(), options),
                                              options.report);
                });
            else
                out[i] = guarded(options, [&] {
                    return plumbline::report_text(
                        plumbline::evaluate(*prepared[task_of[i]], texts[i].view(), options), options.report);
                });
        });
    }
    py::list reports(n);
    for (size_t i = 0; i < n; ++i)
        reports[i] = as_objects ? report_object(trees[i]) : py::object(py::str(out[i]));
    return reports;
}

bool blank(std::string_view line) { return line.find_first_not_of(" \t\r\f\v") == std::string_view::npos; }

// What `plumb batch` writes for this standard input, byte for byte: one report line per
// non-blank line, numbered as the CLI numbers them, each thread with its own task cache
// as with `plumb batch -j N`.
std::string batch(py::handle input, const std::string& profile, const std::string& report, bool timings,
                  int threads) {
    const EvaluateOptions options = make_options(profile, report, timings);
    checked_threads(threads);
    const Text text(input, "input");
    py::gil_scoped_release unlocked;
    std::vector<std::pair<long, std::string_view>> lines;
    std::string_view rest = text.view();
    long number = 0;
    while (!rest.empty()) {
        const size_t end = rest.find('\n');
        std::string_view line = rest.substr(0, end);
        rest.remove_prefix(end == std::string_view::npos ? rest.size() : end + 1);
        ++number;
        if (blank(line)) continue;
        if (line.back() == '\r') line.remove_suffix(1);
        lines.emplace_back(number, line);
    }
    std::vector<std::string> out(lines.size());
    run_blocks<plumbline::BatchCache>(lines.size(), threads, [&](size_t i, plumbline::BatchCache& cache) {
        out[i] = guarded(options, [&] {
            std::string text;
            plumbline::append_batch_line_report(text, lines[i].second, lines[i].first, options, &cache);
            return text;
        });
    });
    size_t size = 0;
    for (const std::string& s : out) size += s.size() + 1;
    std::string joined;
    joined.reserve(size);
    for (const std::string& s : out) joined.append(s).push_back('\n');
    return joined;
}

std::string evaluate_batch_line(py::handle line, long line_number, const std::string& profile,
                                const std::string& report, bool timings) {
    const EvaluateOptions options = make_options(profile, report, timings);
    const Text text(line, "line");
    py::gil_scoped_release unlocked;
    return guarded(options, [&] {
        std::string out;
        plumbline::append_batch_line_report(out, text.view(), line_number, options);
        return out;
    });
}

}  // namespace

PYBIND11_MODULE(_plumbline, m) {
    m.doc() = "Plumbline's native core (use the plumbline package, not this module).";
    py::class_<NativeTask>(m, "NativeTask")
        .def(py::init<py::handle, const std::string&>(), py::arg("text"), py::arg("profile"))
        .def("errors", &NativeTask::errors, py::arg("profile"))
        .def("evaluate", &NativeTask::evaluate, py::arg("response"), py::arg("profile"), py::arg("report"),
             py::arg("timings"))
        .def("evaluate_object", &NativeTask::evaluate_object, py::arg("response"), py::arg("profile"),
             py::arg("report"), py::arg("timings"))
        .def_property_readonly("id", &NativeTask::id);
    m.def("evaluate_many", &evaluate_many, py::arg("tasks"), py::arg("task_of"), py::arg("responses"),
          py::arg("profile"), py::arg("report"), py::arg("timings"), py::arg("threads"), py::arg("as_objects"));
    m.def("batch", &batch, py::arg("input"), py::arg("profile"), py::arg("report"), py::arg("timings"),
          py::arg("threads"));
    m.def("evaluate_batch_line", &evaluate_batch_line, py::arg("line"), py::arg("line_number"), py::arg("profile"),
          py::arg("report"), py::arg("timings"));
    m.def("version", [] { return std::string(plumbline::version()); });
    // For the tests only: proves that a throw below an evaluation comes back as a report.
    m.def("test_error_boundary", [](const std::string& report) {
        const EvaluateOptions options = make_options("default", report, false);
        return guarded(options, []() -> std::string { throw std::runtime_error("test of the error boundary"); });
    });
}
