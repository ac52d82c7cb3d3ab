/* A plain Python C API module around run_nbody: nbody.run(n) -> checksum, or RuntimeError. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

int run_nbody(int n, float *checksum);
const char *nbody_error_string(int code);

static PyObject *run(PyObject *self, PyObject *args) {
    int n = 4096;
    float checksum = 0.0f;
    if (!PyArg_ParseTuple(args, "|i", &n)) return NULL;
    int err = run_nbody(n, &checksum);
    if (err != 0) {
        PyErr_Format(PyExc_RuntimeError, "nbody: %s (HIP error %d)", nbody_error_string(err), err);
        return NULL;
    }
    return PyFloat_FromDouble(checksum);
}

static PyMethodDef methods[] = {{"run", run, METH_VARARGS, "run the kernel on n floats"}, {NULL, NULL, 0, NULL}};
static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "nbody_ext", NULL, -1, methods};
PyMODINIT_FUNC PyInit_nbody_ext(void) { return PyModule_Create(&module); }
