//! Stand-in for the parts of `chrono` the guides' Rust samples use, so that they compile without crates.io.

use std::fmt;
use std::marker::PhantomData;

#[derive(Clone, Copy, Debug)]
pub struct Utc;

#[derive(Clone, Copy, Debug)]
pub struct DateTime<Tz> {
    zone: PhantomData<Tz>,
}

impl Utc {
    pub fn now() -> DateTime<Utc> {
        DateTime { zone: PhantomData }
    }
}

/// What `format` returns: printed with the pattern once displayed.
pub struct DelayedFormat(String);

impl fmt::Display for DelayedFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl<Tz> DateTime<Tz> {
    pub fn format(&self, pattern: &str) -> DelayedFormat {
        DelayedFormat(pattern.to_string())
    }
    pub fn to_rfc3339(&self) -> String {
        String::new()
    }
}

impl<Tz> fmt::Display for DateTime<Tz> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_rfc3339())
    }
}
