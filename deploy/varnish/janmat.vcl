vcl 4.1;
# Janmat's edge: Varnish 7.1 (Debian bookworm) with varnish-modules 0.20 (xkey), in front of one or more
# origin processes. The origin decides what may be kept and for how long (Cache-Control, s-maxage), names
# what each answer shows (xkey: home article:12 list:national …) and soft-purges those keys on every
# write. This file decides what a request is keyed on, what is passed, and what is served when the
# origins fail. `npm run start:edge` runs it; docs/deploy.md («The edge: Varnish») explains it.
#
# origins.vcl is rendered by scripts/lib/edgeVcl.mjs from EDGE_ORIGINS: one backend per origin with a
# health probe on /healthz, the round-robin director `origins`, and the `purgers` ACL (EDGE_PURGERS).

import std;
import cookie;
import directors;
import xkey;

include "origins.vcl";

# ── Requests ──────────────────────────────────────────────────────────────────────────────────────

sub vcl_recv {
  if (req.restarts == 0) {
    # Our own markers, never taken from a client.
    unset req.http.X-Edge-Pass;
    unset req.http.X-Edge-Stale;
    unset req.http.X-Edge-Enc;
    unset req.http.X-Edge-New-Cohort;
  }
  # Whether an origin is up decides how stale a copy may be served (below); the fetch itself goes to
  # `reachable`, which tries the origins even when every probe has called them sick (origins.vcl).
  unset req.http.X-Edge-Up;
  if (std.healthy(origins.backend())) {
    set req.http.X-Edge-Up = "1";
  }
  set req.backend_hint = reachable.backend();

  if (req.method == "PURGE") {
    call janmat_purge;
  }

  # Writes, the staff's pages and APIs, and a tester's other builds go to an origin as they came,
  # cookies and all. The staff's answers need the session cookie (janmat_staff) or Authorization:
  # the newsroom (/newsroom), its API (/api/newsroom) and the release API (/api/releases, its page
  # «रिलीज़» is the newsroom's). A new staff API must live under one of these. The staff's reads of
  # public answers are not passed: they get the copy every reader gets.
  if (req.method != "GET" && req.method != "HEAD") {
    call janmat_pass;
  }
  if (req.url ~ "(?i)^/(newsroom|api/newsroom|api/releases)([/?#]|$)") {
    call janmat_pass;
  }
  if (req.http.Cookie ~ "(^|;)\s*janmat-remote-override=") {
    call janmat_pass;
  }
  if (req.http.Authorization) {
    call janmat_pass;
  }

  call janmat_cohort;
  call janmat_normalise;

  if (req.http.X-Edge-Stale) {
    # An origin failed this request (vcl_deliver restarted it): the copy kept for stale-if-error.
    set req.grace = 24h;
  } else if (req.http.X-Edge-Up) {
    # Origins up: an expired copy is served only within stale-while-revalidate while a fresh one is
    # fetched in the background; older, the reader waits for the origin. All down: any copy in grace.
    set req.grace = 30s;
  }
  return (hash);
}

sub janmat_pass {
  set req.http.X-Edge-Pass = "1";
  return (pass);
}

# The reader's bucket 0–99 (cookie janmat_cohort, docs/releasing.md), handed to the origin as
# X-Janmat-Cohort whatever the client sent; a reader without one is given one at random here, and
# the cookie with the answer (vcl_deliver) when the page depends on it. While a section has a canary
# the origin's pages say `Vary: X-Janmat-Cohort`, so a canary page is never served to a stable
# reader or the reverse: each bucket has its own copy of a page until the canary ends (a release
# purges every page, key `pages`). Without a canary pages do not vary and one copy serves everyone.
sub janmat_cohort {
  unset req.http.X-Janmat-Cohort;
  if (req.http.Cookie ~ "(^|;)\s*janmat_cohort=[0-9]{1,2}\s*(;|$)") {
    set req.http.X-Janmat-Cohort = regsub(req.http.Cookie, "^(.*;)?\s*janmat_cohort=([0-9]{1,2})\s*(;.*)?$", "\2");
  } else {
    set req.http.X-Janmat-Cohort = regsub("" + std.random(0, 100), "\..*$", "");
    set req.http.X-Edge-New-Cohort = "1";
  }
}

# Public reads: only the lite-mode cookie (janmat-lite=0|1) is kept, since the page depends on it;
# every other cookie is dropped. Save-Data is `on` or absent; Accept-Encoding is reduced to two
# variants (br, or gzip which Varnish keeps and unzips for the rare client without it).
sub janmat_normalise {
  if (req.http.Cookie) {
    cookie.parse(req.http.Cookie);
    set req.http.X-Edge-Lite = cookie.get("janmat-lite");
    unset req.http.Cookie;
    if (req.http.X-Edge-Lite ~ "^[01]$") {
      set req.http.Cookie = "janmat-lite=" + req.http.X-Edge-Lite;
    }
    unset req.http.X-Edge-Lite;
  }
  if (req.http.Save-Data ~ "^\s*(?i)on\s*$") {
    set req.http.Save-Data = "on";
  } else {
    unset req.http.Save-Data;
  }
  if (req.http.Accept-Encoding ~ "(?i)(^|[\s,])br\s*(,|;\s*q=(1|0\.[0-9]*[1-9])|$)") {
    set req.http.X-Edge-Enc = "br";
  }
  if (req.http.Host) {
    set req.http.Host = std.tolower(req.http.Host);
  }
}

sub vcl_hash {
  hash_data(req.url);
  if (req.http.Host) {
    hash_data(req.http.Host);
  } else {
    hash_data(server.ip);
  }
  # The lite choice (the page differs) and the br variant; Save-Data through the origin's Vary.
  hash_data(req.http.Cookie);
  hash_data(req.http.X-Edge-Enc);
  return (lookup);
}

# ── Purging by key ────────────────────────────────────────────────────────────────────────────────

# PURGE / with `xkey-softpurge: k1 k2` (stale copies stay for grace: served while the new one is
# fetched, or when the origins are down) or `xkey-purge: k1 k2` (gone). Only from `purgers`.
sub janmat_purge {
  if (client.ip !~ purgers) {
    return (synth(403, "Forbidden"));
  }
  if (req.http.xkey-softpurge) {
    set req.http.X-Edge-Purged = xkey.softpurge(req.http.xkey-softpurge);
    return (synth(200, "Purged"));
  }
  if (req.http.xkey-purge) {
    set req.http.X-Edge-Purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged"));
  }
  return (synth(400, "Name the keys: xkey-softpurge or xkey-purge"));
}

sub vcl_synth {
  if (req.method == "PURGE") {
    set resp.http.Content-Type = "application/json";
    set resp.http.Cache-Control = "no-store";
    if (resp.status == 200) {
      set resp.http.X-Purged = req.http.X-Edge-Purged;
      synthetic({"{"purged":"} + req.http.X-Edge-Purged + "}");
    } else {
      synthetic({"{"message":"} + {"""} + resp.reason + {"""} + "}");
    }
    return (deliver);
  }
}

# ── Origins ───────────────────────────────────────────────────────────────────────────────────────

sub vcl_backend_fetch {
  # A miss asks for gzip (Varnish's own); a br variant asks for br and is kept as sent.
  if (bereq.http.X-Edge-Enc == "br") {
    set bereq.http.Accept-Encoding = "br";
  }
  unset bereq.http.X-Edge-Enc;
  unset bereq.http.X-Edge-Pass;
  unset bereq.http.X-Edge-Stale;
  unset bereq.http.X-Edge-New-Cohort;
  unset bereq.http.X-Edge-Up;
}

sub vcl_backend_response {
  # An origin that is shutting down answers 503: the next one is asked (reads only).
  if (beresp.status == 503 && bereq.method ~ "^(GET|HEAD)$" && bereq.retries < 2) {
    return (retry);
  }
  if (beresp.status >= 500) {
    if (bereq.is_bgfetch) {
      # The stale copy being served stays until an origin answers properly.
      return (abandon);
    }
    # Never kept; the reader gets the stale copy instead when there is one (vcl_deliver).
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # Kept past its freshness for stale-if-error (24 h from the origin): served when the origins fail.
  if (beresp.http.Cache-Control ~ "(?i)stale-if-error=[0-9]+") {
    set beresp.http.X-Edge-Sie = regsub(beresp.http.Cache-Control, "(?i)^.*stale-if-error=([0-9]+).*$", "\1s");
    if (std.duration(beresp.http.X-Edge-Sie, 0s) > beresp.grace) {
      set beresp.grace = std.duration(beresp.http.X-Edge-Sie, 0s);
    }
    unset beresp.http.X-Edge-Sie;
  }
  # The encoding is part of the key (vcl_hash): kept apart from Vary, given back on delivery.
  if (beresp.http.Vary ~ "(?i)accept-encoding") {
    set beresp.http.X-Edge-Vary = beresp.http.Vary;
    set beresp.http.Vary = regsub(
      regsuball(beresp.http.Vary, "(?i)(^|,)\s*accept-encoding\s*(?=,|$)", ""),
      "^\s*,\s*",
      ""
    );
    if (beresp.http.Vary == "") {
      unset beresp.http.Vary;
    }
  }
  # Varnish's built-in rules follow: private, no-store, no-cache and Set-Cookie are never kept.
}

sub vcl_backend_error {
  # No origin answered (refused, timed out, none healthy): a read tries the next one.
  if (bereq.method ~ "^(GET|HEAD)$" && bereq.retries < 2 && !bereq.is_bgfetch) {
    return (retry);
  }
  if (bereq.is_bgfetch) {
    return (abandon);
  }
  set beresp.reason = "Service Unavailable";
  set beresp.http.Cache-Control = "no-store";
  set beresp.http.Retry-After = "10";
  if (bereq.method ~ "^(GET|HEAD)$") {
    set beresp.http.X-Edge-Note = "कृपया थोड़ी देर बाद फिर कोशिश करें।";
  } else {
    set beresp.http.X-Edge-Note = "आपका भेजा हुआ सहेजा नहीं गया। कृपया थोड़ी देर बाद फिर भेजें।";
  }
  if (bereq.url ~ "^/api/") {
    set beresp.http.Content-Type = "application/json; charset=utf-8";
    synthetic({"{"message":"साइट अभी जवाब नहीं दे पा रही है। "} + beresp.http.X-Edge-Note + {"""} + "}");
  } else {
    set beresp.http.Content-Type = "text/html; charset=utf-8";
    synthetic({"<!doctype html>
<html lang="hi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>जनमत — साइट अभी जवाब नहीं दे पा रही है</title></head>
<body><main><h1>साइट अभी जवाब नहीं दे पा रही है</h1>
<p>"} + beresp.http.X-Edge-Note + {"</p>
<p><a href="/">मुखपृष्ठ</a></p></main></body></html>
"});
  }
  unset beresp.http.X-Edge-Note;
  return (deliver);
}

# ── Answers ───────────────────────────────────────────────────────────────────────────────────────

sub vcl_deliver {
  # A read the origins failed: once more, taking any copy still in grace (stale-if-error).
  if (resp.status >= 500 && req.restarts == 0 && !req.http.X-Edge-Pass && req.method ~ "^(GET|HEAD)$") {
    set req.http.X-Edge-Stale = "1";
    return (restart);
  }
  if (req.http.X-Edge-Pass || obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } else if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  if (resp.http.X-Edge-Vary) {
    set resp.http.Vary = resp.http.X-Edge-Vary;
    unset resp.http.X-Edge-Vary;
  }
  # A reader given a bucket here keeps it, when the answer depends on it (a canary is running).
  if (req.http.X-Edge-New-Cohort && resp.http.Vary ~ "(?i)x-janmat-cohort") {
    set resp.http.Set-Cookie = "janmat_cohort=" + req.http.X-Janmat-Cohort + "; Path=/; Max-Age=31536000; SameSite=Lax";
    # An answer that sets a cookie is its reader's own, as the origin sends them: no cache after
    # this one may keep it and hand the bucket to others (the copy kept here stays public).
    set resp.http.Cache-Control = "private, no-store";
  }
  # The keys are for this cache; readers and caches after it need not see them.
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
}
