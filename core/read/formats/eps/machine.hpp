// The PostScript machine: operand, dictionary, execution and graphics-state stacks, the
// operator table and the budgets. The reader's frame (machine.cpp) lexes the text, builds
// the program and runs the execution stack iteratively; operators live in ops_*.cpp, one
// file per group; painting into Scene items in paint.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/eps/graphics.hpp"
#include "formats/eps/objects.hpp"
#include "formats/eps/tokens.hpp"
#include "formats/tikz/reporter.hpp"
#include "formats/read.hpp"

namespace plumbline::eps {

class Machine;
// An operator: false when it raised an error (already reported through Machine::fail).
using OperatorFn = bool (*)(Machine&);

struct OperatorEntry {
    const char* name;
    OperatorFn fn;
};

// Budgets of the EPS reader beyond ReadLimits (documented in README.md).
constexpr size_t kMaxOperandStack = 100000;          // read.limit.stack
constexpr std::int64_t kMaxObjectBytes = 32 << 20;   // one array, string or dict: read.limit.memory
constexpr std::int64_t kMaxMemoryBytes = 64 << 20;   // everything allocated while running: read.limit.memory
constexpr int kBytesPerElement = 32;                 // an array element or dictionary entry

// The operator groups register themselves into the table.
void add_math_operators(std::vector<OperatorEntry>& table);      // ops_math.cpp
void add_stack_operators(std::vector<OperatorEntry>& table);     // ops_stack.cpp: stack, comparison, conversion
void add_control_operators(std::vector<OperatorEntry>& table);   // ops_control.cpp
void add_composite_operators(std::vector<OperatorEntry>& table); // ops_composite.cpp: dict, array, string
void add_state_operators(std::vector<OperatorEntry>& table);     // ops_state.cpp: graphics state, colour, matrices
void add_path_operators(std::vector<OperatorEntry>& table);      // ops_path.cpp
void add_paint_operators(std::vector<OperatorEntry>& table);     // ops_paint.cpp: painting, text, page
void add_level2_operators(std::vector<OperatorEntry>& table);    // ops_level2.cpp: parameters read past, queries
void add_font_operators(std::vector<OperatorEntry>& table);      // ops_fonts.cpp: fonts as dictionaries, text
void add_file_operators(std::vector<OperatorEntry>& table);      // ops_files.cpp: currentfile, filters, images
void add_space_operators(std::vector<OperatorEntry>& table);     // ops_spaces.cpp: colour spaces, patterns, clippath
// A filter over currentfile decoded from where the scanner stands, if not yet (ops_files.cpp).
bool materialize_file(Machine& m, FileData& f);
// The font directory, the standard encodings and the other objects of systemdict that are
// not operators (ops_fonts.cpp).
void add_font_resources(Machine& m, Dict& systemdict);

class Machine {
public:
    Machine(std::string_view text, std::string_view source_name, const ReadLimits& limits, ReadResult& out);
    void run();

    // --- for operators -----------------------------------------------------------------
    // Raises a PostScript error named `name` (eps.error.<name>) at the executing operator
    // and stops the run. Always false, so operators can `return m.fail(...)`.
    bool fail(const char* name, const std::string& detail);
    // A budget ran out: read.limit.<which>, an error; stops the run. Always false.
    bool limit(const char* which, const std::string& message);
    // Stops the run after the caller reported its own error diagnostic. Always false.
    bool stopped() const { return stopped_; }
    bool fail_quietly() {
        stopped_ = true;
        return false;
    }
    void note(Severity severity, const std::string& code, const std::string& message);
    void note_once(Severity severity, const std::string& code, const std::string& message);

    // Operand stack.
    std::vector<Object> operands;
    bool need(size_t n);                                  // stackunderflow unless n operands
    bool push(Object o);                                  // read.limit.stack past the budget
    Object pop() { Object o = std::move(operands.back()); operands.pop_back(); return o; }
    Object& top(size_t k = 0) { return operands[operands.size() - 1 - k]; }
    // Typed pops (need() first): typecheck when the operand has another type.
    bool pop_number(double* v);
    bool pop_numbers(double* v, size_t n);                // in written order
    bool pop_integer(std::int64_t* v);
    bool pop_bool(bool* v);
    bool pop_procedure(Object* proc);                     // an executable array
    bool pop_type(Type t, Object* o);

    // Dictionaries.
    std::vector<Object> dict_stack;                       // systemdict, globaldict, userdict, then begin'd ones
    static constexpr size_t kPermanentDicts = 3;          // `end` cannot pop these
    const Object* lookup(std::string_view key) const;     // from the top
    bool begin_dict(const Object& dict);                  // read.limit.depth past max_depth
    bool end_dict();                                      // dictstackunderflow at userdict
    bool charge_memory(std::int64_t bytes);               // read.limit.memory past the budgets

    // Execution.
    bool call(const Object& procedure);                   // push an executable array to run
    bool execute(const Object& o);                        // run an object (exec)
    enum class LoopKind : std::uint8_t { For, Repeat, Loop, ForAll };
    struct Loop {
        LoopKind kind = LoopKind::Loop;
        Object proc;
        double value = 0, step = 0, limit = 0;            // For
        bool integers = false;                            // For: all three operands integers
        std::int64_t count = 0;                           // Repeat: turns left; ForAll: next index
        Object target;                                    // ForAll: the array, string or dict
        std::vector<std::pair<std::string, Object>> dict_items;   // ForAll over a dict: a snapshot
    };
    bool start_loop(Loop loop);
    bool exit_loop();                                     // `exit`: invalidexit outside a loop
    bool start_stopped(const Object& procedure);
    bool stop_to_stopped();                               // `stop`
    void end_page() { page_done_ = true; }                // showpage: the rest is another page

    // currentfile: the drawing text, read from where the scanner stands (after the token it
    // scanned last and the one white-space character ending it); what an operator reads
    // from it moves the scanner past, and the program goes on from there.
    std::string_view text() const { return text_; }
    // The page: the bounding box comment's box, else Ghostscript's default page (A4).
    std::array<double, 4> page_box() const {
        return dsc_.box ? *dsc_.box : std::array<double, 4>{0, 0, 595, 842};
    }
    size_t file_pos() const { return file_pos_; }
    void set_file_pos(size_t pos);
    // The file a decoded program being run was read from (exec of a filter), else null:
    // currentfile inside it is that file.
    Object running_file() const;
    // exec of a file: its decoded text run as a procedure, located at the exec.
    bool run_file(const Object& file);
    // `token`: the first object scanned from `s` (a procedure whole), located at the
    // operator, and how many bytes it took with the white space ending it; false: none.
    bool scan_token(std::string_view s, Object* o, size_t* used);

    // Graphics state.
    GraphicsState& gs() { return gstates_.back(); }
    bool gsave();                                         // read.limit.depth past max_depth
    // gstate objects: a copy of the graphics state kept by the machine, named in a dictionary
    // (*o, made when null); setgstate puts it back (typecheck for another dictionary).
    bool save_gstate(Object* o);
    bool restore_gstate(const Object& o);
    void grestore();                                      // at the bottom: nothing, as PostScript
    int gsave_depth() const { return static_cast<int>(gstates_.size()) - 1; }
    // Current point in user space; nocurrentpoint without one.
    bool current_user_point(Vec2* p);
    bool add_piece_budget();                              // read.limit.path past max_path_commands

    // Painting (paint.cpp).
    enum class Paint : std::uint8_t { Stroke, Fill, EvenOddFill };   // stroke, fill, eofill
    // `origin`: where the painted path's construction began (see span_start).
    void paint_path(const std::vector<Subpath>& subpaths, Paint how,
                    const std::optional<std::uint32_t>& origin = std::nullopt);
    // The current path, for a construction operator: notes where the path began.
    CurrentPath& build_path() {
        gs().path.note_origin(op_offset);
        return gs().path;
    }
    void paint_text(const std::string& text, const Vec2& user_origin, double user_width);
    // Where the operator being executed is written, and its name.
    std::uint32_t op_offset = 0;
    std::string_view op_name;

    // Source text of a number token (for Style::fill_text), or its value spelled.
    std::string number_text(const Object& o) const;
    double image_remaining = 0;                           // bytes an image still reads from its data procedures
    std::int64_t rand_state = 1;                          // rand / srand / rrand (Ghostscript starts at 1)
    Object standard_charstrings;                          // the standard fonts' CharStrings, made by the first findfont
    const std::vector<OperatorEntry>& operator_table() const { return *table_; }

private:
    struct Frame {
        enum class Kind : std::uint8_t { Procedure, Loop, Stopped };
        Kind kind = Kind::Procedure;
        bool program = false; // Procedure: the text itself, run object by object as it is scanned
        Object proc;          // Procedure: the array being run
        Object file;          // Procedure: the file a decoded program came from (exec of a filter)
        size_t pos = 0;
        Loop loop;            // Loop: its state
    };

    // A syntax error in the text: PostScript runs what it scanned before it, then stops there.
    struct SyntaxProblem {
        std::uint32_t offset = 0;
        std::string message;
        std::string error;        // the PostScript error name: syntaxerror, limitcheck
    };

    // The program: the objects of the text up to its first syntax error (which is kept to be
    // raised once they have run).
    // `src` is the text the tokens index (the drawing text, or a decoded file's); the objects
    // of a decoded file are all located at `fixed_offset` (the exec that runs them).
    Object build_program(const LexResult& lexed, std::string_view src, bool decoded = false,
                         std::uint32_t fixed_offset = 0, std::vector<std::uint32_t>* ends = nullptr);
    // A decoded file's program from its position on (exec of a file; scanned again after reads).
    Object file_program(FileData& f);
    // The program from `pos` on, lexed again (the scanner moved past data read from currentfile).
    Object program_from(size_t pos);
    void set_scanner_after(size_t end);
    // `//name` in an object of the program (or in procedures inside it), looked up now, as
    // the scanner looks it up when it reaches it; false (undefined) when a name is not defined.
    bool resolve_immediates(Object& o);
    void install_operators();
    void execute_loop();
    bool step_loop();                                     // one turn of the loop on top; false: it ended
    bool push_frame(Frame f);
    void finish_frame_and_scene();
    void note_off_page();   // page_check.cpp: ink Ghostscript's uncropped page cuts
    bool add_item(Geometry g, const Style& style, bool transformed, std::uint32_t span_from);
    std::uint32_t span_start(const std::optional<std::uint32_t>& origin) const;
    Vec2 to_scene(const Vec2& page) const { return Vec2(page.x(), flip_y_ - page.y()); }

    std::string_view text_;
    const ReadLimits& limits_;
    ReadResult& out_;
    tikz::Reporter reporter_;
    LineIndex lines_;
    const std::vector<OperatorEntry>* table_ = nullptr;   // made once for every machine (install_operators)
    // lookup's memory: a name (up to 22 bytes) and where it was found, while dict_keys_changed stays.
    struct LookupSlot {
        std::uint64_t keys_changed = 0;   // 0: empty (dict_keys_changed starts at 1)
        const Object* value = nullptr;
        std::uint8_t size = 0;
        char text[22] = {};
    };
    static constexpr size_t kLookupSlots = 256;
    mutable std::vector<LookupSlot> lookup_slots_ = std::vector<LookupSlot>(kLookupSlots);
    std::vector<Frame> exec_;
    std::vector<GraphicsState> gstates_;
    std::vector<GraphicsState> gstate_objects_;           // gstate, currentgstate
    std::int64_t steps_left_ = 0;
    std::int64_t memory_used_ = 0;
    bool stopped_ = false;                                // an error or a budget ended the run
    bool page_done_ = false;
    bool items_full_ = false;
    bool has_immediates_ = false;                         // the text has a `//name`
    size_t file_pos_ = 0;                                 // the scanner's position in the text
    bool relex_pending_ = false;                          // data was read: the program goes on from file_pos_
    std::vector<std::uint32_t> program_ends_;             // where each top-level object of the program ends
    std::optional<SyntaxProblem> syntax_problem_;
    int paint_count_ = 0;
    double flip_y_ = 0;                                   // y_scene = flip_y_ - y_page
    BoundingBoxes dsc_;
    // Last, so it is destroyed first: it empties every array and dictionary of the run
    // (breaking the cycles PostScript makes) before the stacks above let go of them.
    CompositeArena composites_;
};

}  // namespace plumbline::eps
