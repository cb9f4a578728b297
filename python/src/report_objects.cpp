#include "report_objects.hpp"

#include <cmath>
#include <string>
#include <unordered_map>

namespace py = pybind11;

namespace plumbline_python {

namespace {

// Object keys come from the report schema, a few hundred at most: each made once, interned
// (as json.loads memoises the keys of one call). The cache stops growing at its cap.
PyObject* key_object(const std::string& key) {
    static std::unordered_map<std::string, PyObject*> keys;
    const auto hit = keys.find(key);
    if (hit != keys.end()) {
        Py_INCREF(hit->second);
        return hit->second;
    }
    PyObject* object = PyUnicode_DecodeUTF8(key.data(), static_cast<Py_ssize_t>(key.size()), "strict");
    if (!object) return nullptr;
    PyUnicode_InternInPlace(&object);
    if (keys.size() < 4096) {
        Py_INCREF(object);
        keys.emplace(key, object);
    }
    return object;
}

// A new reference, or nullptr with a Python error set.
PyObject* build(const nlohmann::json& value) {
    using Type = nlohmann::json::value_t;
    switch (value.type()) {
        case Type::null:
        case Type::discarded:
            Py_RETURN_NONE;
        case Type::boolean:
            if (value.get<bool>()) Py_RETURN_TRUE;
            Py_RETURN_FALSE;
        case Type::number_integer:
            return PyLong_FromLongLong(value.get<long long>());
        case Type::number_unsigned:
            return PyLong_FromUnsignedLongLong(value.get<unsigned long long>());
        case Type::number_float: {
            const double x = value.get<double>();
            if (!std::isfinite(x)) Py_RETURN_NONE;
            return PyFloat_FromDouble(x);
        }
        case Type::string: {
            const std::string& s = value.get_ref<const std::string&>();
            return PyUnicode_DecodeUTF8(s.data(), static_cast<Py_ssize_t>(s.size()), "strict");
        }
        case Type::array: {
            PyObject* list = PyList_New(static_cast<Py_ssize_t>(value.size()));
            if (!list) return nullptr;
            Py_ssize_t i = 0;
            for (const nlohmann::json& element : value) {
                PyObject* item = build(element);
                if (!item) {
                    Py_DECREF(list);
                    return nullptr;
                }
                PyList_SET_ITEM(list, i++, item);   // steals item
            }
            return list;
        }
        case Type::object: {
            PyObject* dict = PyDict_New();
            if (!dict) return nullptr;
            for (auto it = value.begin(); it != value.end(); ++it) {
                PyObject* key = key_object(it.key());
                PyObject* item = key ? build(it.value()) : nullptr;
                const int failed = item ? PyDict_SetItem(dict, key, item) : -1;
                Py_XDECREF(key);
                Py_XDECREF(item);
                if (failed) {
                    Py_DECREF(dict);
                    return nullptr;
                }
            }
            return dict;
        }
        case Type::binary:
            break;
    }
    PyErr_SetString(PyExc_ValueError, "a binary value in a report");
    return nullptr;
}

}  // namespace

py::object report_objects(const nlohmann::json& tree) {
    PyObject* object = build(tree);
    if (!object) {
        if (PyErr_ExceptionMatches(PyExc_UnicodeDecodeError)) {
            PyErr_Clear();
            return py::object();
        }
        throw py::error_already_set();
    }
    return py::reinterpret_steal<py::object>(object);
}

}  // namespace plumbline_python
