// The reader's frame: budgets, lexing, the program built from the tokens (procedures
// matched without recursion), the execution stack run iteratively, the Scene's frame and
// shape recognition. Also read_eps, the entry point.
#include "formats/eps/machine.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace plumbline::eps {

Machine::Machine(std::string_view text, std::string_view source_name, const ReadLimits& limits, ReadResult& out)
    : text_(text), limits_(limits), out_(out), reporter_(text, std::string(source_name), out.diagnostics),
      lines_(text) {
    steps_left_ = static_cast<std::int64_t>(std::min<size_t>(limits.max_steps, INT64_MAX / 2));
    gstates_.emplace_back();
}

// --- reporting ------------------------------------------------------------------------

namespace {

// The diagnostic code of a PostScript error, by the name PostScript gives it.
std::string error_code(std::string_view name) {
    static const char* const kCodes[] = {
        "eps.error.undefined",     "eps.error.stackunderflow",   "eps.error.typecheck",
        "eps.error.rangecheck",    "eps.error.nocurrentpoint",   "eps.error.undefinedresult",
        "eps.error.limitcheck",    "eps.error.syntaxerror",      "eps.error.invalidaccess",
        "eps.error.invalidexit",   "eps.error.unmatchedmark",    "eps.error.dictstackunderflow",
        "eps.error.invalidfont",   "eps.error.unregistered"};
    for (const char* code : kCodes)
        if (std::string_view(code).substr(10) == name) return code;
    return "eps.error.unregistered";
}

// The diagnostic code of a budget.
std::string limit_code(std::string_view which) {
    static const char* const kCodes[] = {"read.limit.steps", "read.limit.depth", "read.limit.stack",
                                         "read.limit.memory", "read.limit.path"};
    for (const char* code : kCodes)
        if (std::string_view(code).substr(11) == which) return code;
    return "read.limit.steps";
}

}  // namespace

bool Machine::fail(const char* name, const std::string& detail) {
    if (stopped_) return false;
    // A program's own handler for nocurrentpoint (errordict /nocurrentpoint {...} put, as
    // SuperMongo's prolog has it) runs as PostScript runs it, with the operator's name pushed.
    if (std::string_view(name) == "nocurrentpoint" && !dict_stack.empty()) {
        const auto& sd = dict_stack[0].dict().entries;
        const auto ed = sd.find("errordict");
        if (ed != sd.end() && ed->second.type == Type::Dict) {
            const auto h = ed->second.dict().entries.find(name);
            if (h != ed->second.dict().entries.end() && h->second.type == Type::Array && h->second.executable) {
                const Object handler = h->second;
                if (push(make_name(op_name, false, op_offset)) && call(handler)) return false;
            }
        }
    }
    std::string where = op_name.empty() ? std::string() : " in `" + printable(op_name) + "`";
    reporter_.add(Severity::Error, error_code(name),
                  "PostScript error " + std::string(name) + where + ": " + detail + ".", op_offset,
                  op_offset + std::max<size_t>(op_name.size(), 1));
    stopped_ = true;
    return false;
}

bool Machine::limit(const char* which, const std::string& message) {
    if (stopped_) return false;
    reporter_.add(Severity::Error, limit_code(which), message, op_offset,
                  op_offset + std::max<size_t>(op_name.size(), 1));
    stopped_ = true;
    return false;
}

void Machine::note(Severity severity, const std::string& code, const std::string& message) {
    reporter_.add(severity, code, message, op_offset, op_offset + std::max<size_t>(op_name.size(), 1));
}

void Machine::note_once(Severity severity, const std::string& code, const std::string& message) {
    if (reporter_.first_time(code)) note(severity, code, message);
}

// --- operand stack --------------------------------------------------------------------

bool Machine::need(size_t n) {
    if (operands.size() >= n) return true;
    return fail("stackunderflow", std::to_string(n) + " operand" + (n == 1 ? "" : "s") + " needed, " +
                                      std::to_string(operands.size()) + " on the stack");
}

bool Machine::push(Object o) {
    if (operands.size() >= kMaxOperandStack)
        return limit("stack", "The operand stack holds more than " + std::to_string(kMaxOperandStack) +
                                  " objects (a loop that pushes without popping?); reading stopped here.");
    operands.push_back(std::move(o));
    return true;
}

namespace {
std::string wrong_type(const Object& o, const char* wanted) {
    return std::string(wanted) + " expected, got " + describe(o) + " (" + type_name(o.type) + ")";
}
}  // namespace

bool Machine::pop_number(double* v) {
    if (!need(1)) return false;
    if (!top().is_number()) return fail("typecheck", wrong_type(top(), "a number"));
    *v = pop().number();
    return true;
}

bool Machine::pop_numbers(double* v, size_t n) {
    if (!need(n)) return false;
    for (size_t k = 0; k < n; ++k)
        if (!top(k).is_number()) return fail("typecheck", wrong_type(top(k), "a number"));
    for (size_t k = n; k-- > 0;) v[k] = pop().number();
    return true;
}

bool Machine::pop_integer(std::int64_t* v) {
    if (!need(1)) return false;
    if (top().type != Type::Integer) return fail("typecheck", wrong_type(top(), "an integer"));
    *v = pop().i;
    return true;
}

bool Machine::pop_bool(bool* v) {
    if (!need(1)) return false;
    if (top().type != Type::Boolean) return fail("typecheck", wrong_type(top(), "a boolean"));
    *v = pop().b;
    return true;
}

bool Machine::pop_procedure(Object* proc) {
    if (!need(1)) return false;
    if (top().type != Type::Array || !top().executable) return fail("typecheck", wrong_type(top(), "a procedure"));
    *proc = pop();
    return true;
}

bool Machine::pop_type(Type t, Object* o) {
    if (!need(1)) return false;
    if (top().type != t) return fail("typecheck", wrong_type(top(), type_name(t)));
    *o = pop();
    return true;
}

// --- dictionaries -----------------------------------------------------------------------

const Object* Machine::lookup(std::string_view key) const {
    // Where a name was found (or that it was not) holds until a dictionary gains or loses a
    // key or the dictionary stack changes; a short name is remembered in a slot by its hash.
    // A drawing runs `moveto` and `lineto` thousands of times, each a search of up to three
    // maps of strings (systemdict's 400 names) without this.
    LookupSlot* slot = nullptr;
    if (key.size() <= sizeof(LookupSlot::text)) {
        std::uint32_t h = 2166136261u;
        for (const char c : key) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
        slot = &lookup_slots_[(h ^ (h >> 16)) % kLookupSlots];
        if (slot->keys_changed == dict_keys_changed && slot->size == key.size() &&
            std::memcmp(slot->text, key.data(), key.size()) == 0)
            return slot->value;
    }
    const Object* found = nullptr;
    for (size_t k = dict_stack.size(); k-- > 0 && !found;) {
        const Dict& d = dict_stack[k].dict();
        const auto it = d.entries.find(key);
        if (it != d.entries.end()) found = &it->second;
    }
    if (slot) {
        slot->keys_changed = dict_keys_changed;
        slot->size = static_cast<std::uint8_t>(key.size());
        std::memcpy(slot->text, key.data(), key.size());
        slot->value = found;
    }
    return found;
}

bool Machine::begin_dict(const Object& dict) {
    if (static_cast<int>(dict_stack.size()) >= limits_.max_depth)
        return limit("depth", "More than " + std::to_string(limits_.max_depth) +
                                  " dictionaries are open (`begin` without `end`); reading stopped here.");
    dict_stack.push_back(dict);
    ++dict_keys_changed;   // the names it holds are found first now
    return true;
}

bool Machine::end_dict() {
    if (dict_stack.size() <= kPermanentDicts) return fail("dictstackunderflow", "`end` without a `begin`");
    dict_stack.pop_back();
    ++dict_keys_changed;
    return true;
}

bool Machine::charge_memory(std::int64_t bytes) {
    if (bytes > kMaxObjectBytes || memory_used_ + bytes > kMaxMemoryBytes)
        return limit("memory", "The drawing asks for more memory than the budget (" +
                                   std::to_string(kMaxObjectBytes >> 20) + " MB for one array, string or dictionary, " +
                                   std::to_string(kMaxMemoryBytes >> 20) + " MB in all); reading stopped here.");
    memory_used_ += std::max<std::int64_t>(bytes, 0);
    return true;
}

// --- execution ---------------------------------------------------------------------------

bool Machine::push_frame(Frame f) {
    if (static_cast<int>(exec_.size()) >= limits_.max_depth)
        return limit("depth", "Procedures and loops run inside each other more than " +
                                  std::to_string(limits_.max_depth) +
                                  " deep (a procedure that calls itself?); reading stopped here, as PostScript "
                                  "stops with execstackoverflow.");
    exec_.push_back(std::move(f));
    return true;
}

bool Machine::call(const Object& procedure) {
    if (procedure.array().empty()) return true;
    Frame f;
    f.proc = procedure;
    return push_frame(std::move(f));
}

bool Machine::start_loop(Loop loop) {
    Frame f;
    f.kind = Frame::Kind::Loop;
    f.loop = std::move(loop);
    return push_frame(std::move(f));
}

bool Machine::exit_loop() {
    for (size_t k = exec_.size(); k-- > 0;) {
        if (exec_[k].kind == Frame::Kind::Stopped) break;
        if (exec_[k].kind == Frame::Kind::Loop) {
            exec_.resize(k);
            return true;
        }
    }
    return fail("invalidexit", "`exit` outside any loop");
}

bool Machine::start_stopped(const Object& procedure) {
    Frame f;
    f.kind = Frame::Kind::Stopped;
    if (!push_frame(std::move(f))) return false;
    return call(procedure);
}

bool Machine::stop_to_stopped() {
    for (size_t k = exec_.size(); k-- > 0;)
        if (exec_[k].kind == Frame::Kind::Stopped) {
            exec_.resize(k);
            return push(make_bool(true, op_offset));
        }
    return fail("unregistered", "`stop` outside any `stopped`");
}

// Runs one object as the interpreter meets it in a procedure being executed.
bool Machine::execute(const Object& o) {
    if (!o.executable) return push(o);
    switch (o.type) {
        case Type::Operator: {
            const OperatorEntry& entry = (*table_)[static_cast<size_t>(o.i)];
            op_name = entry.name;
            return entry.fn(*this);
        }
        case Type::Name: {
            op_offset = o.offset;
            op_name = o.name();
            const Object* value = lookup(o.name());
            if (!value) return fail("undefined", "`" + printable(o.name()) + "` is not defined");
            if (value->type == Type::Operator) {
                const OperatorEntry& entry = (*table_)[static_cast<size_t>(value->i)];
                return entry.fn(*this);
            }
            if (value->type == Type::Array && value->executable) return call(*value);
            if (value->type == Type::Name && value->executable) {
                // A name bound to a name: run it once more (not followed further).
                const Object* again = lookup(value->name());
                if (again && again->type == Type::Operator) return (*table_)[static_cast<size_t>(again->i)].fn(*this);
                if (again && again->type == Type::Array && again->executable) return call(*again);
                return push(again ? *again : *value);
            }
            return push(*value);
        }
        case Type::Array: return call(o);   // exec of a procedure
        case Type::File: return run_file(o);
        default: return push(o);
    }
}

bool Machine::step_loop() {
    Loop& l = exec_.back().loop;
    switch (l.kind) {
        case LoopKind::For: {
            const bool go = l.step >= 0 ? l.value <= l.limit : l.value >= l.limit;
            if (!go) return false;
            const double v = l.value;
            l.value += l.step;
            const Object proc = l.proc;
            if (!push(make_number(v, l.integers, op_offset))) return true;
            call(proc);
            return true;
        }
        case LoopKind::Repeat: {
            if (l.count <= 0) return false;
            --l.count;
            const Object proc = l.proc;
            call(proc);
            return true;
        }
        case LoopKind::Loop: {
            const Object proc = l.proc;
            call(proc);
            return true;
        }
        case LoopKind::ForAll: {
            const Object proc = l.proc;
            const auto k = static_cast<size_t>(l.count);
            if (l.target.type == Type::Array) {
                if (k >= l.target.array().size()) return false;
                ++l.count;
                if (!push(l.target.array()[k])) return true;
            } else if (l.target.type == Type::String) {
                if (k >= l.target.string().size()) return false;
                ++l.count;
                if (!push(make_integer(static_cast<unsigned char>(l.target.string()[k]), op_offset))) return true;
            } else {
                if (k >= l.dict_items.size()) return false;
                ++l.count;
                const auto& item = l.dict_items[k];
                if (!push(make_name(item.first, false, op_offset)) || !push(item.second)) return true;
            }
            call(proc);
            return true;
        }
    }
    return false;
}

void Machine::execute_loop() {
    while (!exec_.empty() && !stopped_ && !page_done_ && !items_full_) {
        if (--steps_left_ < 0) {
            limit("steps", "The drawing needs more than " + std::to_string(limits_.max_steps) +
                               " interpretation steps (a loop that does not end, or one far too long); reading "
                               "stopped here.");
            return;
        }
        Frame& f = exec_.back();
        switch (f.kind) {
            case Frame::Kind::Procedure: {
                if (f.program && relex_pending_) {   // currentfile was read: scan on from there
                    f.proc = program_from(file_pos_);
                    f.pos = 0;
                    if (stopped_) break;
                }
                const bool scanned = f.file.type == Type::File;   // a decoded file run by exec
                if (scanned && f.file.file().rescan) {
                    f.proc = file_program(f.file.file());
                    f.pos = 0;
                    if (stopped_) break;
                }
                const Array& body = f.proc.array();
                if (f.pos >= body.size()) {
                    if (scanned && !f.file.file().problem.empty()) {
                        const FileData& d = f.file.file();
                        op_name = {};
                        fail(d.problem_error.c_str(), d.problem);
                        break;
                    }
                    exec_.pop_back();
                    break;
                }
                if (f.program && f.pos < program_ends_.size()) set_scanner_after(program_ends_[f.pos]);
                if (scanned && f.pos < f.file.file().ends.size()) {
                    FileData& d = f.file.file();
                    size_t at = std::min<size_t>(d.ends[f.pos], d.data.size());
                    if (at < d.data.size() && is_white(d.data[at])) ++at;
                    d.pos = at;
                }
                Object o = body[f.pos++];
                // `//name` is looked up as the scanner reaches it: in the text, or in a decoded file run by exec.
                if ((f.program || scanned) && has_immediates_ && !resolve_immediates(o)) break;
                // The last object of a procedure runs after its frame is gone (PostScript's
                // tail call), so a procedure that ends by calling itself runs in constant depth;
                // a decoded file's frame stays, as the text's does, to scan on after data read.
                if (f.pos >= body.size() && !scanned) exec_.pop_back();
                if (o.executable && o.type == Type::Array) {
                    push(o);   // a procedure inside a procedure is data until something runs it
                } else {
                    if (o.type == Type::Operator || o.type == Type::Name) op_offset = o.offset;
                    execute(o);
                }
                break;
            }
            case Frame::Kind::Loop:
                if (!step_loop()) exec_.pop_back();
                break;
            case Frame::Kind::Stopped:
                exec_.pop_back();
                push(make_bool(false, op_offset));
                break;
        }
    }
}

// --- graphics state ------------------------------------------------------------------------

bool Machine::gsave() {
    if (gsave_depth() >= limits_.max_depth)
        return limit("depth", "`gsave` nests more than " + std::to_string(limits_.max_depth) +
                                  " deep (a `gsave` without its `grestore` in a loop?); reading stopped here.");
    gstates_.push_back(gstates_.back());
    return true;
}

bool Machine::save_gstate(Object* o) {
    if (!charge_memory(256 + static_cast<std::int64_t>(gs().path.piece_count()) * 64)) return false;
    if (o->type != Type::Dict) *o = make_dict(op_offset);
    auto& e = o->dict().entries;
    const auto it = e.find("#gstate");
    if (it != e.end() && it->second.type == Type::Integer && it->second.i >= 0 &&
        static_cast<size_t>(it->second.i) < gstate_objects_.size()) {
        gstate_objects_[static_cast<size_t>(it->second.i)] = gs();
    } else {
        e["#gstate"] = make_integer(static_cast<std::int64_t>(gstate_objects_.size()), op_offset);
        gstate_objects_.push_back(gs());
    }
    return true;
}

bool Machine::restore_gstate(const Object& o) {
    const auto& e = o.dict().entries;
    const auto it = e.find("#gstate");
    if (it == e.end() || it->second.type != Type::Integer || it->second.i < 0 ||
        static_cast<size_t>(it->second.i) >= gstate_objects_.size())
        return fail("typecheck", "setgstate takes a graphics state made by gstate");
    gs() = gstate_objects_[static_cast<size_t>(it->second.i)];
    return true;
}

void Machine::grestore() {
    if (gstates_.size() > 1) gstates_.pop_back();
}

bool Machine::current_user_point(Vec2* p) {
    if (!gs().path.has_point()) return fail("nocurrentpoint", "there is no current point (no moveto before it)");
    const Affine& m = gs().ctm;
    const double det = m.determinant();
    if (det == 0 || !std::isfinite(det)) return fail("undefinedresult", "the current matrix is not invertible");
    const Vec2 q = gs().path.point() - Vec2(m.e, m.f);
    *p = Vec2((m.d * q.x() - m.c * q.y()) / det, (-m.b * q.x() + m.a * q.y()) / det);
    return true;
}

bool Machine::add_piece_budget() {
    if (gs().path.piece_count() < limits_.max_path_commands) return true;
    return limit("path", "The current path has more than " + std::to_string(limits_.max_path_commands) +
                             " pieces; reading stopped here.");
}

std::string Machine::number_text(const Object& o) const {
    if (o.from_token && o.offset < text_.size()) {
        size_t end = o.offset;
        while (end < text_.size() && !is_delimiter(text_[end])) ++end;
        return std::string(text_.substr(o.offset, end - o.offset));
    }
    if (o.type == Type::Integer) return std::to_string(o.i);
    char buf[40];
    std::snprintf(buf, sizeof buf, "%.6g", o.number());
    return buf;
}

// --- currentfile ----------------------------------------------------------------------------

// The scanner stands after a token and the one white-space character that ended it (CR LF
// counts as one), as PostScript's does.
void Machine::set_scanner_after(size_t end) {
    size_t pos = std::min(end, text_.size());
    if (pos < text_.size() && is_white(text_[pos])) {
        if (text_[pos] == '\r' && pos + 1 < text_.size() && text_[pos + 1] == '\n') ++pos;
        ++pos;
    }
    file_pos_ = pos;
}

void Machine::set_file_pos(size_t pos) {
    file_pos_ = std::min(pos, text_.size());
    relex_pending_ = true;
}

Object Machine::program_from(size_t pos) {
    relex_pending_ = false;
    syntax_problem_.reset();
    bool truncated = false;
    const std::string_view rest = text_.substr(std::min(pos, text_.size()));
    // Scanning again costs steps (a byte in 16, and a step a token), so a loop reading the
    // file a byte at a time cannot rescan a long text without end.
    steps_left_ -= static_cast<std::int64_t>(rest.size() / 16) + 1;
    if (steps_left_ < 0) {
        op_offset = static_cast<std::uint32_t>(pos);
        op_name = {};
        limit("steps", "The drawing reads its own text so often that rescanning it passes the step budget; reading "
                       "stopped here.");
        return make_array(Array(), true, 0);
    }
    LexResult lexed = lex(rest, static_cast<size_t>(std::max<std::int64_t>(steps_left_, 0)), &truncated);
    steps_left_ -= static_cast<std::int64_t>(lexed.tokens.size());
    for (Token& t : lexed.tokens) t.offset += static_cast<std::uint32_t>(pos);
    if (lexed.problem) {
        lexed.problem->begin += pos;
        lexed.problem->end += pos;
    }
    if (truncated) {
        op_offset = static_cast<std::uint32_t>(pos);
        op_name = {};
        limit("steps", "The drawing has more tokens after its data than the interpretation step budget could run.");
        return make_array(Array(), true, 0);
    }
    return build_program(lexed, text_);
}

Object Machine::running_file() const {
    for (size_t k = exec_.size(); k-- > 0;)
        if (exec_[k].kind == Frame::Kind::Procedure && exec_[k].file.type == Type::File) return exec_[k].file;
    return Object();
}

Object Machine::file_program(FileData& f) {
    f.rescan = false;
    f.problem.clear();
    const size_t from = std::min(f.pos, f.data.size());
    const std::string_view text = std::string_view(f.data).substr(from);
    steps_left_ -= static_cast<std::int64_t>(text.size() / 16) + 1;
    if (steps_left_ < 0) {
        limit("steps", "The decoded file is scanned again so often that it passes the step budget; reading ended.");
        return make_array(Array(), true, 0);
    }
    bool truncated = false;
    LexResult lexed = lex(text, static_cast<size_t>(std::max<std::int64_t>(steps_left_, 0)), &truncated);
    if (truncated) {
        limit("steps", "The decoded file has more tokens than the step budget could run.");
        return make_array(Array(), true, 0);
    }
    steps_left_ -= static_cast<std::int64_t>(lexed.tokens.size());
    const auto saved = syntax_problem_;
    syntax_problem_.reset();
    Object program = build_program(lexed, text, true, op_offset, &f.ends);
    for (std::uint32_t& e : f.ends) e += static_cast<std::uint32_t>(from);
    if (syntax_problem_) {
        f.problem = syntax_problem_->message + " (in the decoded file)";
        f.problem_error = syntax_problem_->error;
    }
    syntax_problem_ = saved;
    return program;
}

bool Machine::run_file(const Object& file) {
    FileData& f = file.file();
    if (f.current) return true;   // currentfile cvx exec: the text goes on being scanned anyway
    if (!materialize_file(*this, f)) return false;
    Frame fr;
    fr.proc = file_program(f);
    fr.file = file;
    if (stopped_) return false;
    return push_frame(std::move(fr));
}

bool Machine::scan_token(std::string_view s, Object* o, size_t* used) {
    bool truncated = false;
    const LexResult lexed = lex(s, static_cast<size_t>(std::max<std::int64_t>(steps_left_, 0)), &truncated);
    steps_left_ -= static_cast<std::int64_t>(lexed.tokens.size()) + static_cast<std::int64_t>(s.size() / 16);
    if (lexed.tokens.empty()) {
        *used = s.size();
        return false;
    }
    size_t last = 0;   // the token that ends the first object
    if (lexed.tokens[0].kind == Token::Kind::ProcBegin) {
        int depth = 0;
        for (size_t k = 0; k < lexed.tokens.size(); ++k) {
            if (lexed.tokens[k].kind == Token::Kind::ProcBegin) ++depth;
            if (lexed.tokens[k].kind == Token::Kind::ProcEnd && --depth == 0) {
                last = k;
                break;
            }
        }
    }
    LexResult first;
    first.strings = lexed.strings;
    first.tokens.assign(lexed.tokens.begin(), lexed.tokens.begin() + static_cast<std::ptrdiff_t>(last + 1));
    const auto saved = syntax_problem_;
    syntax_problem_.reset();
    const Object program = build_program(first, s, true, op_offset);
    syntax_problem_ = saved;
    if (program.array().empty()) {
        *used = s.size();
        return false;
    }
    *o = program.array()[0];
    size_t end = lexed.tokens[last].end();
    if (end < s.size() && is_white(s[end])) ++end;
    *used = end;
    return true;
}

// --- the program ---------------------------------------------------------------------------

namespace {

// The operator table and systemdict's entries that hold no composite (the operators, true,
// false, null), made once for every machine: a machine copies the entries, where inserting
// 400 names compared strings about 4,000 times and was, with the font resources, about a
// fifth of reading a small EPS answer.
struct SystemPrototype {
    std::vector<OperatorEntry> table;
    std::map<std::string, Object, std::less<>> entries;
};

const SystemPrototype& system_prototype() {
    static const SystemPrototype prototype = [] {
        SystemPrototype p;
        add_math_operators(p.table);
        add_stack_operators(p.table);
        add_control_operators(p.table);
        add_composite_operators(p.table);
        add_state_operators(p.table);
        add_path_operators(p.table);
        add_paint_operators(p.table);
        add_level2_operators(p.table);
        add_font_operators(p.table);
        add_file_operators(p.table);
        add_space_operators(p.table);
        for (size_t k = 0; k < p.table.size(); ++k) p.entries[p.table[k].name] = make_operator(static_cast<int>(k));
        p.entries["true"] = make_bool(true);
        p.entries["false"] = make_bool(false);
        p.entries["null"] = Object();
        return p;
    }();
    return prototype;
}

}  // namespace

void Machine::install_operators() {
    const SystemPrototype& prototype = system_prototype();
    table_ = &prototype.table;
    Object systemdict = make_dict();
    Dict& d = systemdict.dict();
    d.entries = Entries(prototype.entries);   // each entry inserted after the last (objects.hpp)
    // The permanent dictionaries of LanguageLevel 2: systemdict, globaldict, userdict
    // (countdictstack is 3 at the start, as in Ghostscript).
    dict_stack.push_back(systemdict);
    Object globaldict = make_dict();
    dict_stack.push_back(globaldict);
    Object userdict = make_dict();
    d.entries["systemdict"] = systemdict;
    d.entries["userdict"] = userdict;
    d.entries["globaldict"] = globaldict;
    d.entries["statusdict"] = make_dict();
    d.entries["errordict"] = make_dict();
    d.entries["$error"] = make_dict();
    add_font_resources(*this, d);
    dict_stack.push_back(userdict);
    ++dict_keys_changed;
}

// Tokens into objects; `{ ... }` into executable arrays with an explicit stack (a brace
// nest deeper than max_depth is a depth budget error, not a deep recursion). At a syntax
// error (the lexer's, a `}` closing nothing, a `{` never closed) the program is the objects
// completed before it at the top level, and the error waits to be raised when they have run:
// PostScript executes what it scanned before it meets the error.
Object Machine::build_program(const LexResult& lexed, std::string_view src, bool decoded, std::uint32_t fixed_offset,
                              std::vector<std::uint32_t>* ends) {
    if (!decoded) ends = &program_ends_;
    if (ends) ends->clear();
    std::vector<Array> open;        // procedures being built; open[0] is the program
    std::vector<std::uint32_t> open_at;
    open.emplace_back();
    open_at.push_back(0);
    const auto problem = [&](std::uint32_t offset, std::string message, std::string error = "syntaxerror") {
        syntax_problem_ = SyntaxProblem{offset, std::move(message), std::move(error)};
    };
    // A name's text is made once for its first few dozen spellings and shared by their later
    // tokens (a name's text never changes): a drawing writes `moveto` and `lineto` hundreds
    // of times, each an allocation before.
    std::vector<std::pair<std::string_view, Object>> spelled;
    const auto name_object = [&](std::string_view text, bool executable, std::uint32_t at) {
        for (const auto& [known, named] : spelled)
            if (known == text) {
                Object o = named;
                o.executable = executable;
                o.offset = at;
                return o;
            }
        Object o = make_name(text, executable, at);
        if (spelled.size() < 64) spelled.emplace_back(text, o);
        return o;
    };
    for (const Token& lexed_token : lexed.tokens) {
        Token t = lexed_token;
        if (decoded) t.offset = 0;   // read from src at the lexed offset below
        const std::uint32_t at = decoded ? fixed_offset : t.offset;
        const std::uint32_t in_src = lexed_token.offset;
        Object o;
        switch (t.kind) {
            case Token::Kind::Integer:
                o = make_integer(t.integer, at);
                o.from_token = !decoded;
                break;
            case Token::Kind::Real:
                o = make_real(t.real, at);
                o.from_token = !decoded;
                break;
            case Token::Kind::String:
                o = make_string(lexed.strings[static_cast<size_t>(t.integer)], at);
                break;
            case Token::Kind::Name: o = name_object(src.substr(in_src, t.length), true, at); break;
            case Token::Kind::LiteralName:
                o = name_object(src.substr(in_src + 1, t.length - 1), false, at);
                break;
            case Token::Kind::ImmediateName:
                o = name_object(src.substr(in_src + 2, t.length - 2), false, at);
                o.immediate = true;
                has_immediates_ = true;
                break;
            case Token::Kind::ProcBegin:
                if (static_cast<int>(open.size()) > limits_.max_depth) {
                    op_offset = at;
                    op_name = "{";
                    limit("depth", "Procedures are nested more than " + std::to_string(limits_.max_depth) +
                                       " deep in the text; it was not run.");
                    return make_array(Array(), true, 0);
                }
                open.emplace_back();
                open_at.push_back(at);
                continue;
            case Token::Kind::ProcEnd:
                if (open.size() == 1) {
                    problem(at, "this } closes no procedure");
                    return make_array(std::move(open.front()), true, 0);
                }
                o = make_array(std::move(open.back()), true, open_at.back());
                open.pop_back();
                open_at.pop_back();
                break;
        }
        if (open.size() == 1 && ends) ends->push_back(lexed_token.offset + lexed_token.length);
        open.back().push_back(std::move(o));
    }
    if (lexed.problem)
        problem(decoded ? fixed_offset : static_cast<std::uint32_t>(lexed.problem->begin), lexed.problem->message,
                lexed.problem->error);
    else if (open.size() > 1)
        problem(open_at[1], "this procedure's { is never closed by }");
    return make_array(std::move(open.front()), true, 0);
}

bool Machine::resolve_immediates(Object& o) {
    const auto resolve = [&](Object& name) {
        const Object* value = lookup(name.name());
        if (!value) {
            op_offset = name.offset;
            op_name = text_.substr(name.offset, name.name().size() + 2);
            return fail("undefined", "`" + printable(name.name()) + "` is not defined");
        }
        const std::uint32_t at = name.offset;
        name = *value;
        name.offset = at;
        return true;
    };
    if (o.immediate) return resolve(o);
    if (o.type != Type::Array || !o.executable) return true;
    std::vector<Array*> todo{&o.array()};
    while (!todo.empty()) {
        Array* a = todo.back();
        todo.pop_back();
        for (Object& x : *a) {
            if (x.immediate) {   // its value is not walked: a procedure already made may hold itself
                if (!resolve(x)) return false;
                continue;
            }
            if (x.type == Type::Array && x.executable) todo.push_back(&x.array());
        }
    }
    return true;
}

void Machine::run() {
    out_.ok = false;
    out_.scene.format = "eps";
    if (text_.size() > limits_.max_bytes) {
        reporter_.add(Severity::Error, "read.limit.bytes",
                      "The drawing is " + std::to_string(text_.size()) + " bytes long, more than the limit of " +
                          std::to_string(limits_.max_bytes) + ".",
                      0, 1);
        reporter_.finish();
        return;
    }
    bool truncated = false;
    const LexResult lexed = lex(text_, limits_.max_steps, &truncated);
    dsc_ = lexed.dsc;
    if (dsc_.hires)
        flip_y_ = (*dsc_.hires)[3];
    else if (dsc_.box)
        flip_y_ = (*dsc_.box)[3];
    install_operators();
    if (truncated) {
        op_offset = lexed.tokens.empty() ? 0 : lexed.tokens.back().end();
        op_name = {};
        limit("steps", "The drawing has more than " + std::to_string(limits_.max_steps) +
                           " tokens, more than the interpretation step budget could ever run; it was not read.");
    } else {
        Object program = build_program(lexed, text_);
        if (!stopped_ && call(program)) {
            if (!exec_.empty()) exec_.back().program = true;
            execute_loop();
        }
        // The program's last object read data from currentfile: the scanner goes on after it.
        while (relex_pending_ && !stopped_ && !page_done_ && !items_full_ && exec_.empty()) {
            program = program_from(file_pos_);
            if (stopped_ || !call(program)) break;
            if (!exec_.empty()) exec_.back().program = true;
            execute_loop();
        }
        // A syntax error (or the scanner's limitcheck) is raised when what came before it has run.
        if (syntax_problem_ && !stopped_) {
            op_offset = syntax_problem_->offset;
            op_name = {};
            fail(syntax_problem_->error.c_str(), syntax_problem_->message);
        }
    }
    note_off_page();
    if (!dsc_.box && !dsc_.hires)
        reporter_.add(Severity::Info, "eps.bbox.missing",
                      "The drawing has no %%BoundingBox comment: y is flipped about 0 (y_scene = -y); judged "
                      "against a task, the task's drawings are put on that page.",
                      0, 1);
    finish_frame_and_scene();
    recognize_within_budget(out_.scene, limits_.max_items, reporter_.shared());
    out_.ok = !reporter_.has_errors();
    reporter_.finish();
}

// The frame is the bounding box (what Ghostscript's -dEPSCrop crops the page to), with the
// box's top at y = 0; a CSS pixel is 0.75bp.
void Machine::finish_frame_and_scene() {
    plumbline::Frame& frame = out_.scene.frame;
    frame.units_per_pixel = 0.75;
    out_.scene.page_top = flip_y_;
    const auto& box = dsc_.hires ? dsc_.hires : dsc_.box;
    if (box) {
        frame.x = (*box)[0];
        frame.y = flip_y_ - (*box)[3];
        frame.width = (*box)[2] - (*box)[0];
        frame.height = (*box)[3] - (*box)[1];
        frame.known = true;
        return;
    }
    const Box b = out_.scene.bounds();
    if (b.empty || !is_finite(b.min) || !is_finite(b.max)) return;
    frame.cover(b);
}

}  // namespace plumbline::eps

namespace plumbline {

namespace {

Diagnostic header_note(Severity severity, const char* code, std::string_view source, std::string message) {
    Diagnostic d;
    d.code = code;
    d.severity = severity;
    d.source = std::string(source);
    d.message = std::move(message);
    d.span = Span{1, 1, 1, 1};
    return d;
}

std::uint32_t little_endian32(std::string_view s, size_t at) {
    std::uint32_t v = 0;
    for (size_t k = 4; k-- > 0;) v = (v << 8) | static_cast<unsigned char>(s[at + k]);
    return v;
}

}  // namespace

ReadResult read_eps(std::string_view text, std::string_view source_name, const ReadLimits& limits) {
    ReadResult result;
    // A DOS EPS binary header (C5 D0 D3 C6, then the PostScript section's offset and length,
    // little-endian): the PostScript section is what is read, located from its own start.
    if (text.size() >= 12 && text.substr(0, 4) == "\xC5\xD0\xD3\xC6") {
        const std::uint32_t start = little_endian32(text, 4), length = little_endian32(text, 8);
        if (start < 12 || start > text.size() || length > text.size() - start) {
            result.ok = false;
            result.scene.format = "eps";
            result.diagnostics.push_back(header_note(
                Severity::Error, "eps.dos.header.invalid", source_name,
                "The file has a DOS EPS binary header whose PostScript section (" + std::to_string(length) +
                    " bytes at byte " + std::to_string(start) + ") lies outside the file's " +
                    std::to_string(text.size()) + " bytes."));
            return result;
        }
        eps::Machine(text.substr(start, length), source_name, limits, result).run();
        result.diagnostics.push_back(header_note(
            Severity::Info, "eps.dos.header", source_name,
            "The file has a DOS EPS binary header: its PostScript section (" + std::to_string(length) +
                " bytes from byte " + std::to_string(start) + ") is read, and lines and columns count from its "
                "start; the preview image beside it is not."));
        return result;
    }
    eps::Machine(text, source_name, limits, result).run();
    return result;
}

}  // namespace plumbline
