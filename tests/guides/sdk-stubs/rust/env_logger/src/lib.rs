//! Stand-in for the parts of `env_logger` the guides' Rust samples use, so that they compile without crates.io.
#![allow(dead_code)]

#[derive(Default)]
pub struct Env {
    default_filter: Option<String>,
}

impl Env {
    pub fn default_filter_or(self, filter: &str) -> Env {
        Env { default_filter: Some(filter.to_string()) }
    }
}

pub struct Builder {
    env: Env,
}

impl Builder {
    pub fn from_env(env: impl Into<Env>) -> Builder {
        Builder { env: env.into() }
    }
    pub fn init(&mut self) {}
}

pub fn init() {}
