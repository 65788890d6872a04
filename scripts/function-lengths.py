#!/usr/bin/env python3
"""Lists the Rust functions (and html! component bodies) longer than a limit.

Usage: scripts/function-lengths.py [--limit N] [PATH ...]   (default: 120 lines, src/)

A function's length is counted from the line of its `fn` to the line of its closing brace,
by matching braces outside strings, chars and comments. Prints one line per function over the
limit (length, file:line, name), then a count; exits 1 when any function is over the limit,
so CI can hold the line.
"""
import os
import re
import sys

FN = re.compile(r'\bfn\s+([A-Za-z_][A-Za-z0-9_]*)')


def strip(text):
    """The text with strings, chars and comments blanked out (newlines kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            out.append(' ' * (j - i))
            i = j
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:j]))
            i = j
        elif c == 'r' and re.match(r'r#*"', text[i:i + 10]) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == '_')):
            m = re.match(r'r(#*)"', text[i:])
            end = '"' + m.group(1)
            j = text.find(end, i + len(m.group(0)))
            j = n if j < 0 else j + len(end)
            out.append(re.sub(r'[^\n]', ' ', text[i:j]))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == '\\' else 1
            out.append(re.sub(r'[^\n]', ' ', text[i:j + 1]))
            i = j + 1
        elif c == "'" and re.match(r"'(\\.|[^\\'])'", text[i:i + 4]) or (c == "'" and text[i + 1:i + 2] == '\\'):
            m = re.match(r"'(\\[^']*|[^\\'])'", text[i:])
            if m:
                out.append(' ' * len(m.group(0)))
                i += len(m.group(0))
            else:
                out.append(c)
                i += 1
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def functions(path):
    text = strip(open(path, encoding='utf-8').read())
    for m in FN.finditer(text):
        start = m.start()
        # The body opens at the first `{` after the signature, unless a `;` comes first
        # (a trait method without a body).
        k = start
        depth_paren = 0
        while k < len(text):
            ch = text[k]
            if ch in '([<':
                depth_paren += 1 if ch != '<' else 0
            if ch == '(':
                pass
            if ch == ';' and depth_paren == 0:
                k = -1
                break
            if ch == '{':
                break
            if ch == ')':
                depth_paren -= 1
            k += 1
        if k < 0 or k >= len(text):
            continue
        depth, j = 0, k
        while j < len(text):
            if text[j] == '{':
                depth += 1
            elif text[j] == '}':
                depth -= 1
                if depth == 0:
                    break
            j += 1
        first = text.count('\n', 0, start) + 1
        last = text.count('\n', 0, j) + 1
        yield m.group(1), first, last - first + 1


def main(argv):
    limit, paths = 120, []
    it = iter(argv)
    for a in it:
        if a == '--limit':
            limit = int(next(it))
        else:
            paths.append(a)
    paths = paths or ['src']
    over, total = [], 0
    for root in paths:
        files = [root] if root.endswith('.rs') else [
            os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith('.rs')]
        for f in sorted(files):
            for name, line, length in functions(f):
                total += 1
                if length > limit:
                    over.append((length, f, line, name))
    for length, f, line, name in sorted(over, reverse=True):
        print(f'{length:5} {f}:{line} {name}')
    print(f'{len(over)} of {total} functions over {limit} lines')
    return 1 if over else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
