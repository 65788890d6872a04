//! Where each board's move tables live.
//!
//! By default they are `static`s computed at compile time: the search reads them with no
//! check at all, which is what the command line, the benchmarks and the computer's worker want.
//!
//! With the feature `lazy-tables` each board's tables are computed the first time that board is
//! used (the same `const fn`s, run once, well under a millisecond) instead of being shipped
//! inside the binary. The app's page and its embeds turn it on: they never search deep, and
//! the tables of the five boards are most of the engine's weight in a download (about 25 KB
//! gzip of the embed; README, "Measurements").
//!
//! The wedge boards are made from zone 0's rows, walked at compile time and turned on first use
//! ([`crate::wedge_zone`]): walking their lines in the page met a fault of WebKit's
//! JavaScriptCore (docs/webkit-wasm-fault.md). The square boards' builder never showed it
//! (0 in 20,000 fresh builds of each) and still runs in the page. The feature
//! `lazy-wedge-tables` walks the wedge boards in the page as before, only for the fault's
//! reduction (tests/webkit-fault).
//!
//! The feature takes effect on `wasm32` only. Cargo unifies features over the packages of one
//! build, and every crate is a default member of the workspace, so `cargo run --release --bin
//! martian` turned the app's `lazy-tables` on for the command line too: its benchmark then
//! checked a `OnceLock` on every table read (5-10% of the perft instructions). Natively
//! nothing is downloaded, so the tables are always kept.

use crate::attacks::{build, narrow32, narrow64, Tables};
use crate::wedge::{narrow_bends64, Bends};

#[cfg(not(all(feature = "lazy-tables", target_arch = "wasm32")))]
mod kept {
    use super::*;
    use crate::wedge::build_wedge;

    static TWO: Tables<u32> = narrow32(build(4));
    static FOUR: Tables<u64> = narrow64(build(8));
    static THREE: Tables<u64> = narrow64(build_wedge(3).0);
    static THREE_BENDS: Bends<u64> = narrow_bends64(&build_wedge(3).1);
    static FIVE: Tables<u128> = build_wedge(5).0;
    static FIVE_BENDS: Bends<u128> = build_wedge(5).1;
    static SIX: Tables<u128> = build_wedge(6).0;
    static SIX_BENDS: Bends<u128> = build_wedge(6).1;

    #[inline(always)]
    pub(crate) fn two() -> &'static Tables<u32> {
        &TWO
    }
    #[inline(always)]
    pub(crate) fn four() -> &'static Tables<u64> {
        &FOUR
    }
    #[inline(always)]
    pub(crate) fn three() -> (&'static Tables<u64>, &'static Bends<u64>) {
        (&THREE, &THREE_BENDS)
    }
    #[inline(always)]
    pub(crate) fn five() -> (&'static Tables<u128>, &'static Bends<u128>) {
        (&FIVE, &FIVE_BENDS)
    }
    #[inline(always)]
    pub(crate) fn six() -> (&'static Tables<u128>, &'static Bends<u128>) {
        (&SIX, &SIX_BENDS)
    }
}

#[cfg(all(feature = "lazy-tables", target_arch = "wasm32"))]
mod kept {
    extern crate std;
    use super::*;
    #[cfg(feature = "lazy-wedge-tables")]
    use crate::wedge::build_wedge;
    #[cfg(not(feature = "lazy-wedge-tables"))]
    use crate::wedge_zone::{all_zones, first_zone, FirstZone};
    use std::sync::OnceLock;

    /// One board's tables and bends, made once.
    type Wedge<B> = OnceLock<(Tables<B>, Bends<B>)>;

    pub(crate) fn two() -> &'static Tables<u32> {
        static T: OnceLock<Tables<u32>> = OnceLock::new();
        T.get_or_init(|| narrow32(build(4)))
    }
    pub(crate) fn four() -> &'static Tables<u64> {
        static T: OnceLock<Tables<u64>> = OnceLock::new();
        T.get_or_init(|| narrow64(build(8)))
    }
    /// Turned from zone 0's rows, which are walked at compile time: see [`crate::wedge_zone`]
    /// (WebKit's fault).
    #[cfg(not(feature = "lazy-wedge-tables"))]
    pub(crate) fn three() -> (&'static Tables<u64>, &'static Bends<u64>) {
        static FIRST: FirstZone = first_zone(3);
        static T: Wedge<u64> = OnceLock::new();
        let (t, b) = T.get_or_init(|| {
            let (t, b) = all_zones(3, &FIRST);
            (narrow64(t), narrow_bends64(&b))
        });
        (t, b)
    }
    /// As [`three`].
    #[cfg(not(feature = "lazy-wedge-tables"))]
    pub(crate) fn five() -> (&'static Tables<u128>, &'static Bends<u128>) {
        static FIRST: FirstZone = first_zone(5);
        static T: Wedge<u128> = OnceLock::new();
        let (t, b) = T.get_or_init(|| all_zones(5, &FIRST));
        (t, b)
    }
    /// As [`three`].
    #[cfg(not(feature = "lazy-wedge-tables"))]
    pub(crate) fn six() -> (&'static Tables<u128>, &'static Bends<u128>) {
        static FIRST: FirstZone = first_zone(6);
        static T: Wedge<u128> = OnceLock::new();
        let (t, b) = T.get_or_init(|| all_zones(6, &FIRST));
        (t, b)
    }
    #[cfg(feature = "lazy-wedge-tables")]
    pub(crate) fn three() -> (&'static Tables<u64>, &'static Bends<u64>) {
        static T: Wedge<u64> = OnceLock::new();
        let (t, b) = T.get_or_init(|| {
            let (t, b) = build_wedge(3);
            (narrow64(t), narrow_bends64(&b))
        });
        (t, b)
    }
    #[cfg(feature = "lazy-wedge-tables")]
    pub(crate) fn five() -> (&'static Tables<u128>, &'static Bends<u128>) {
        static T: Wedge<u128> = OnceLock::new();
        let (t, b) = T.get_or_init(|| build_wedge(5));
        (t, b)
    }
    #[cfg(feature = "lazy-wedge-tables")]
    pub(crate) fn six() -> (&'static Tables<u128>, &'static Bends<u128>) {
        static T: Wedge<u128> = OnceLock::new();
        let (t, b) = T.get_or_init(|| build_wedge(6));
        (t, b)
    }
}

pub(crate) use kept::{five, four, six, three, two};
