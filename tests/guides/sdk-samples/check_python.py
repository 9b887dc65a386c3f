"""Compiles Python samples and checks their Device SDK calls against the stub in ../sdk-stubs/python.

Reads a JSON list of {"where", "source"} on stdin and writes {where: [problem, ...]} on stdout.

The check is static (the samples loop forever, wait for approvals and import cloud libraries, so they
cannot run here). It follows the SDK objects a sample creates: `DeviceClient.start(...)` gives a
DeviceClient, its methods give what the stub's return annotations say, and a function passed as a
callback receives the type the stub's `Callable` names. On those objects it reports unknown attributes,
calls whose arguments do not bind to the stub's signature, and arguments of the wrong built-in type,
such as a `str` payload where the SDK takes bytes. What it cannot follow it leaves alone.
"""

from __future__ import annotations

import ast
import collections.abc
import inspect
import json
import sys
import textwrap
import typing
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "sdk-stubs" / "python"))
import spotflow_device as sdk  # noqa: E402

SDK_MODULE = "spotflow_device"
SDK_EXPORTS = {name: value for name, value in vars(sdk).items() if inspect.isclass(value) and value.__module__ == SDK_MODULE}
BUILTIN_TYPES = (str, bytes, dict, int, float, bool, type(None))
# Calls whose result is known to be text or bytes whatever they are called on.
TEXT_RESULTS = {"json.dumps", "str", "repr", "format"}
BYTES_RESULTS = {"bytes", "bytearray"}
TEXT_METHODS = {"decode", "strftime", "isoformat", "format", "hex"}
BYTES_METHODS = {"encode", "SerializeToString"}
# Fragments continue an earlier sample of the same page, where these names always hold these objects.
FRAGMENT_NAMES = {"client": sdk.DeviceClient, "sender": sdk.StreamSender}


@dataclass(frozen=True)
class Instance:
    cls: type


@dataclass(frozen=True)
class ClassRef:
    cls: type


class ModuleRef:
    pass


def hint_type(hint: object) -> type | None:
    """The one concrete type of a stub annotation (Optional unwrapped), or None."""
    if isinstance(hint, type):
        return hint
    members = [arg for arg in typing.get_args(hint) if arg is not type(None)]
    if typing.get_origin(hint) is typing.Union and len(members) == 1 and isinstance(members[0], type):
        return members[0]
    return None


def callable_arity(hint: object) -> tuple[int, type | None] | None:
    """For a `Callable[[X], None]` parameter (Optional unwrapped): its argument count and first type."""
    for candidate in [hint, *typing.get_args(hint)]:
        if typing.get_origin(candidate) is collections.abc.Callable:
            arguments = typing.get_args(candidate)[0]
            return len(arguments), (arguments[0] if arguments else None)
    return None


def describe(value_type: type) -> str:
    return value_type.__name__


class Sample:
    def __init__(self, tree: ast.Module):
        self.tree = tree
        self.problems: list[str] = []
        self.names: dict[str, object] = {}  # imported names: SDK classes, the SDK module, or "module.attr"
        self.functions = {node.name: node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}
        self.bound = self._bound_names()
        self.types: dict[str, object] = {}

    def _bound_names(self) -> set[str]:
        bound: set[str] = set()
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                bound.add(node.id)
            elif isinstance(node, ast.arg):
                bound.add(node.arg)
            elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                bound.add(node.name)
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                bound.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
        return bound

    def report(self, node: ast.AST, message: str) -> None:
        self.problems.append(f"line {getattr(node, 'lineno', '?')}: {message}")

    # Imports

    def read_imports(self) -> None:
        for node in ast.walk(self.tree):
            if isinstance(node, ast.ImportFrom) and node.module == SDK_MODULE:
                for alias in node.names:
                    if alias.name not in SDK_EXPORTS:
                        self.report(node, f"{SDK_MODULE} has no {alias.name}")
                    else:
                        self.names[alias.asname or alias.name] = ClassRef(SDK_EXPORTS[alias.name])
            elif isinstance(node, ast.ImportFrom) and node.module:
                for alias in node.names:
                    self.names[alias.asname or alias.name] = f"{node.module}.{alias.name}"
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    local = alias.asname or alias.name
                    self.names[local] = ModuleRef() if alias.name == SDK_MODULE else alias.name
        for name, cls in SDK_EXPORTS.items():
            if name not in self.bound:
                self.names.setdefault(name, ClassRef(cls))
        for name, cls in FRAGMENT_NAMES.items():
            if name not in self.bound:
                self.types[name] = Instance(cls)

    # Types of expressions

    def annotation_type(self, annotation: ast.expr | None) -> object:
        if annotation is None:
            return None
        referenced = self.type_of(annotation)
        if isinstance(referenced, ClassRef):
            return Instance(referenced.cls)
        if isinstance(annotation, ast.Name) and annotation.id in {t.__name__ for t in BUILTIN_TYPES}:
            return Instance(next(t for t in BUILTIN_TYPES if t.__name__ == annotation.id))
        return None

    def qualified_name(self, node: ast.expr) -> str | None:
        if isinstance(node, ast.Name):
            imported = self.names.get(node.id)
            if isinstance(imported, str):
                return imported
            return node.id if node.id not in self.bound else None
        if isinstance(node, ast.Attribute):
            owner = self.qualified_name(node.value)
            return f"{owner}.{node.attr}" if owner else None
        return None

    def type_of(self, node: ast.expr) -> object:
        if isinstance(node, ast.Constant):
            return Instance(type(node.value))
        if isinstance(node, ast.JoinedStr):
            return Instance(str)
        if isinstance(node, ast.BinOp):
            sides = {self.type_of(node.left), self.type_of(node.right)}
            for value_type in (str, bytes):
                if Instance(value_type) in sides:
                    return Instance(value_type)
            return None
        if isinstance(node, ast.Name):
            if node.id in self.types:
                return self.types[node.id]
            imported = self.names.get(node.id)
            return imported if isinstance(imported, (ClassRef, ModuleRef)) else None
        if isinstance(node, ast.Attribute):
            owner = self.type_of(node.value)
            member = self.member(owner, node.attr)
            if isinstance(owner, ModuleRef) and node.attr in SDK_EXPORTS:
                return ClassRef(SDK_EXPORTS[node.attr])
            if isinstance(member, property):
                return self.return_type(member.fget)
            if isinstance(owner, ClassRef) and isinstance(member, owner.cls):
                return Instance(owner.cls)  # an enum member
            return None
        if isinstance(node, ast.Call):
            return self.call_result(node)
        return None

    def call_result(self, node: ast.Call) -> object:
        function = node.func
        if isinstance(function, ast.Attribute):
            owner = self.type_of(function.value)
            member = self.member(owner, function.attr)
            if member is not None and callable(member):
                return self.return_type(member)
            if function.attr in BYTES_METHODS:
                return Instance(bytes)
            if function.attr in TEXT_METHODS or (function.attr == "join" and owner == Instance(str)):
                return Instance(str)
        if isinstance(function, ast.Name) and function.id in self.functions:
            return self.local_return_type(self.functions[function.id])
        name = self.qualified_name(function)
        if name in TEXT_RESULTS:
            return Instance(str)
        if name in BYTES_RESULTS:
            return Instance(bytes)
        return None

    def local_return_type(self, function: ast.FunctionDef) -> object:
        declared = self.annotation_type(function.returns)
        if declared is not None:
            return declared
        returned = {self.type_of(node.value) for node in ast.walk(function) if isinstance(node, ast.Return) and node.value}
        return returned.pop() if len(returned) == 1 else None

    @staticmethod
    def return_type(function: object) -> object:
        hints = typing.get_type_hints(function, vars(sdk))
        value_type = hint_type(hints.get("return"))
        return Instance(value_type) if value_type else None

    @staticmethod
    def member(owner: object, name: str) -> object:
        if isinstance(owner, (Instance, ClassRef)) and owner.cls.__module__ == SDK_MODULE:
            return inspect.getattr_static(owner.cls, name, None)
        return None

    # Names bound to SDK objects, by assignment, `with ... as`, annotation or callback registration

    def infer_names(self) -> None:
        for _ in range(3):  # assignments may depend on each other in any order
            candidates: dict[str, set] = collections.defaultdict(set)
            for node in ast.walk(self.tree):
                if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                    candidates[node.targets[0].id].add(self.type_of(node.value))
                elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                    candidates[node.target.id].add(self.annotation_type(node.annotation))
                elif isinstance(node, ast.withitem) and isinstance(node.optional_vars, ast.Name):
                    candidates[node.optional_vars.id].add(self.type_of(node.context_expr))
                elif isinstance(node, ast.arg) and node.annotation is not None:
                    candidates[node.arg].add(self.annotation_type(node.annotation))
                elif isinstance(node, ast.Call):
                    for parameter, argument in self.bound_arguments(node, quiet=True):
                        arity = callable_arity(parameter.annotation)
                        function = self.functions.get(argument.id) if isinstance(argument, ast.Name) else None
                        if arity and arity[1] and function and function.args.args:
                            candidates[function.args.args[0].arg].add(Instance(arity[1]))
            for name, found in candidates.items():
                known = {value for value in found if value not in (None, Instance(type(None)))}
                if len(known) == 1:
                    self.types[name] = known.pop()

    # Checks

    def signature_of(self, node: ast.Call) -> tuple[inspect.Signature, bool] | None:
        """The stub signature a call binds to, and whether `self` is implied."""
        if not isinstance(node.func, ast.Attribute):
            return None
        owner = self.type_of(node.func.value)
        member = self.member(owner, node.func.attr)
        if member is None:
            return None
        if isinstance(member, staticmethod):
            return inspect.signature(member.__func__, eval_str=True, globals=vars(sdk)), False
        if inspect.isfunction(member):
            signature = inspect.signature(member, eval_str=True, globals=vars(sdk))
            return signature, isinstance(owner, Instance)
        return None

    def bound_arguments(self, node: ast.Call, quiet: bool = False) -> list[tuple[inspect.Parameter, ast.expr]]:
        found = self.signature_of(node)
        if found is None or any(isinstance(arg, ast.Starred) for arg in node.args) or any(k.arg is None for k in node.keywords):
            return []
        signature, implied_self = found
        arguments = ([None] if implied_self else []) + list(node.args)
        try:
            bound = signature.bind(*arguments, **{keyword.arg: keyword.value for keyword in node.keywords})
        except TypeError as error:
            if not quiet:
                self.report(node, f"{ast.unparse(node.func)}(...) does not match the SDK: {error}")
            return []
        return [
            (signature.parameters[name], value)
            for name, value in bound.arguments.items()
            if isinstance(value, ast.expr)
        ]

    def check_argument(self, node: ast.Call, parameter: inspect.Parameter, argument: ast.expr) -> None:
        expected = hint_type(parameter.annotation)
        actual = self.type_of(argument)
        if expected in BUILTIN_TYPES and isinstance(actual, Instance) and actual.cls in BUILTIN_TYPES:
            allowed = {expected, type(None)} if parameter.default is None else {expected}
            if expected is float:
                allowed.add(int)
            if actual.cls not in allowed:
                hint = " (encode it, for example payload.encode())" if (expected, actual.cls) == (bytes, str) else ""
                self.report(
                    node,
                    f"{ast.unparse(node.func)}() takes {describe(expected)} as {parameter.name}, "
                    f"the sample passes {describe(actual.cls)}{hint}",
                )
        arity = callable_arity(parameter.annotation)
        function = self.functions.get(argument.id) if isinstance(argument, ast.Name) else None
        if arity and function:
            positional = [arg for arg in function.args.args]
            required = len(positional) - len(function.args.defaults)
            if not required <= arity[0] <= len(positional) and function.args.vararg is None:
                self.report(node, f"{function.name} is called with {arity[0]} argument(s) as {parameter.name}")

    def check(self) -> None:
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Attribute):
                owner = self.type_of(node.value)
                if isinstance(owner, ModuleRef) and node.attr not in SDK_EXPORTS:
                    self.report(node, f"{SDK_MODULE} has no {node.attr}")
                elif isinstance(owner, (Instance, ClassRef)) and owner.cls.__module__ == SDK_MODULE:
                    if node.attr.startswith("_") or self.member(owner, node.attr) is None:
                        self.report(node, f"{owner.cls.__name__} has no attribute {node.attr}")
            elif isinstance(node, ast.Call):
                self.check_call(node)
            elif isinstance(node, ast.withitem):
                managed = self.type_of(node.context_expr)
                if isinstance(managed, Instance) and managed.cls.__module__ == SDK_MODULE:
                    if self.member(managed, "__enter__") is None:
                        self.report(node.context_expr, f"{managed.cls.__name__} is not a context manager")

    def check_call(self, node: ast.Call) -> None:
        callee = self.type_of(node.func)
        if isinstance(callee, ClassRef) and callee.cls in sdk.NOT_CONSTRUCTIBLE:
            self.report(node, f"{callee.cls.__name__} cannot be created directly")
            return
        if isinstance(node.func, ast.Attribute) and isinstance(self.member(self.type_of(node.func.value), node.func.attr), property):
            self.report(node, f"{ast.unparse(node.func)} is a property, not a method")
            return
        for parameter, argument in self.bound_arguments(node):
            self.check_argument(node, parameter, argument)


def problems_of(source: str, where: str) -> list[str]:
    code = textwrap.dedent(source)
    try:
        compile(code, where, "exec")
    except SyntaxError as error:
        return [f"line {error.lineno}: does not compile: {error.msg}"]
    sample = Sample(ast.parse(code))
    sample.read_imports()
    sample.infer_names()
    sample.check()
    return sorted(sample.problems, key=lambda problem: int(problem.split(":")[0].split()[1]))


def main() -> None:
    samples = json.load(sys.stdin)
    json.dump({sample["where"]: problems_of(sample["source"], sample["where"]) for sample in samples}, sys.stdout)


if __name__ == "__main__":
    main()
