//! The app's top bar: the open game's name, New game, Learn (when a game has a course: a link
//! to Learn's page of its own, `learn.html`) and the menu (saved games, import, export, embed,
//! how to play, the open game's review and the game's puzzle trainer, both on Learn's page).

use yew::prelude::*;

use super::control::ShellControl;
use super::types::Screen;

/// Props.
#[derive(Properties, PartialEq)]
pub struct TopBarProps {
    /// The shell.
    pub shell: ShellControl,
}

/// The bar.
#[function_component(TopBar)]
pub fn top_bar(props: &TopBarProps) -> Html {
    let shell = &props.shell;
    let menu_open = use_state(|| false);
    let title = shell.active_entry().map_or("", |g| g.title);
    // Every item closes the menu, then shows its screen (a list read when it is opened).
    let go = |make: fn(&ShellControl) -> Screen| {
        let (shell, menu_open) = (shell.clone(), menu_open.clone());
        Callback::from(move |_: MouseEvent| {
            menu_open.set(false);
            shell.show(make(&shell))
        })
    };
    let course = shell.course_to_open();
    let puzzles = shell.active_entry().filter(|g| g.has_puzzles).map(|g| g.id);
    // The open game's review, on Learn's page (the game is saved as it is played).
    let review = shell
        .active_entry()
        .filter(|g| g.has_review && !shell.current.is_empty())
        .map(|g| crate::review::href(g.id, &shell.current));
    let toggle_menu = {
        let menu_open = menu_open.clone();
        Callback::from(move |_: MouseEvent| menu_open.set(!*menu_open))
    };
    html! {
        <header class="topbar">
            <h1><span class="logo" aria-hidden="true">{ "▲" }</span>{ format!(" {title}") }</h1>
            <nav>
                <button class="primary" onclick={go(|s| Screen::NewGame(*s.active))}>{ "New game" }</button>
                if let Some(game) = course {
                    <a class="button secondary learn-nav" href={crate::learn::address::href(game, None)}>{ "Learn" }</a>
                }
                <button class="secondary menu-toggle" onclick={toggle_menu} aria-expanded={(*menu_open).to_string()} aria-controls="more-menu">{ "Menu" }</button>
                <div id="more-menu" class={classes!("more", (*menu_open).then_some("open"))}>
                    <button class="secondary" onclick={go(ShellControl::library)}>{ "Saved games" }</button>
                    <button class="secondary" onclick={go(|_| Screen::Import)}>{ "Import" }</button>
                    <button class="secondary" onclick={go(|_| Screen::Export)}>{ "Export" }</button>
                    <button class="secondary" onclick={go(|s| Screen::Embed(*s.active))}>{ "Embed" }</button>
                    <button class="secondary" onclick={go(|s| Screen::Rules(*s.active))}>{ "How to play" }</button>
                    if let Some(href) = review {
                        <a class="button secondary review-nav" {href}>{ "Review this game" }</a>
                    }
                    if let Some(game) = puzzles {
                        <a class="button secondary puzzles-nav" href={crate::learn::address::puzzles_href(game, None)}>{ "Puzzles" }</a>
                    }
                </div>
            </nav>
        </header>
    }
}
