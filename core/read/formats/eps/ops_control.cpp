// Control: conditionals, loops (run as execution-stack frames, never by recursion),
// exit, exec, stopped/stop, quit.
#include "formats/eps/machine.hpp"

namespace plumbline::eps {

namespace {

bool op_if(Machine& m) {
    Object proc;
    bool cond = false;
    if (!m.need(2)) return false;
    if (!m.pop_procedure(&proc) || !m.pop_bool(&cond)) return false;
    return !cond || m.call(proc);
}

bool op_ifelse(Machine& m) {
    Object yes, no;
    bool cond = false;
    if (!m.need(3)) return false;
    if (!m.pop_procedure(&no) || !m.pop_procedure(&yes) || !m.pop_bool(&cond)) return false;
    return m.call(cond ? yes : no);
}

bool op_for(Machine& m) {
    if (!m.need(4)) return false;
    Machine::Loop loop;
    loop.kind = Machine::LoopKind::For;
    if (!m.pop_procedure(&loop.proc)) return false;
    loop.integers = m.top(0).type == Type::Integer && m.top(1).type == Type::Integer && m.top(2).type == Type::Integer;
    double v[3];
    if (!m.pop_numbers(v, 3)) return false;
    loop.value = v[0];
    loop.step = v[1];
    loop.limit = v[2];
    return m.start_loop(std::move(loop));
}

bool op_repeat(Machine& m) {
    if (!m.need(2)) return false;
    Machine::Loop loop;
    loop.kind = Machine::LoopKind::Repeat;
    if (!m.pop_procedure(&loop.proc) || !m.pop_integer(&loop.count)) return false;
    if (loop.count < 0) return m.fail("rangecheck", "a negative repeat count");
    return m.start_loop(std::move(loop));
}

bool op_loop(Machine& m) {
    Machine::Loop loop;
    loop.kind = Machine::LoopKind::Loop;
    if (!m.pop_procedure(&loop.proc)) return false;
    return m.start_loop(std::move(loop));
}

bool op_forall(Machine& m) {
    if (!m.need(2)) return false;
    Machine::Loop loop;
    loop.kind = Machine::LoopKind::ForAll;
    if (!m.pop_procedure(&loop.proc)) return false;
    Object target = m.pop();
    if (target.type == Type::Dict) {
        for (const auto& [k, v] : target.dict().entries) {
            // Keys made from numbers are spelled "#12"; they go back as names.
            loop.dict_items.emplace_back(k, v);
        }
    } else if (target.type != Type::Array && target.type != Type::String) {
        return m.fail("typecheck", "forall needs an array, a string or a dictionary");
    }
    loop.target = std::move(target);
    return m.start_loop(std::move(loop));
}

bool op_exit(Machine& m) { return m.exit_loop(); }

bool op_exec(Machine& m) {
    if (!m.need(1)) return false;
    const Object o = m.pop();
    return m.execute(o);
}

bool op_stopped(Machine& m) {
    if (!m.need(1)) return false;
    const Object o = m.pop();
    if (o.type == Type::Array && o.executable) return m.start_stopped(o);
    if (!m.push(o)) return false;
    return m.push(make_bool(false, m.op_offset));
}

bool op_stop(Machine& m) { return m.stop_to_stopped(); }

bool op_quit(Machine& m) {
    m.end_page();
    return true;
}

}  // namespace

void add_control_operators(std::vector<OperatorEntry>& t) {
    t.insert(t.end(), {{"if", op_if},         {"ifelse", op_ifelse}, {"for", op_for},
                       {"repeat", op_repeat}, {"loop", op_loop},     {"forall", op_forall},
                       {"exit", op_exit},     {"exec", op_exec},     {"stopped", op_stopped},
                       {"stop", op_stop},     {"quit", op_quit}});
}

}  // namespace plumbline::eps
